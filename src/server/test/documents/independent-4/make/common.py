"""Shared bits for the Python generators: where files go, the spec each generator
hands to measure.py, and tag colours for signing places."""
import json
import os
import subprocess

HERE = os.path.dirname(os.path.abspath(__file__))
FILES = os.path.join(os.path.dirname(HERE), "files")
BUILD = os.environ.get("GEN4_BUILD", "/tmp/gen4/build")
os.makedirs(BUILD, exist_ok=True)


class Places:
    """Hands out one tag colour per signing place and remembers what it is."""

    def __init__(self):
        self.items = []
        self.next_tag = 1

    def add(self, label, signer, role="sig", of=None):
        tag = self.next_tag
        self.next_tag += 1
        self.items.append({"tag": tag, "label": label, "signer": signer, "role": role, "of": of})
        return tag

    def date_for(self, sig_tag, label="Date"):
        return self.add(label, None, role="date", of=sig_tag)


def hex_tag(tag):
    return "#0000%02x" % tag


def write_truth(spec, pdf_path):
    """Measure the PDF and write files/X.pdf.truth.json next to it."""
    spec_path = os.path.join(BUILD, spec["file"] + ".spec.json")
    with open(spec_path, "w") as f:
        json.dump(spec, f, indent=2)
    out = os.path.join(FILES, spec["file"] + ".truth.json")
    subprocess.run(["/usr/bin/python3", os.path.join(HERE, "measure.py"), spec_path, pdf_path, out], check=True)
