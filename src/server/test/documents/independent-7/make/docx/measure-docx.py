"""Renders each Word file with LibreOffice (the rendition its truth describes) and measures its places there.
Usage: measure-docx.py specs.json FILES_DIR"""
import json, os, subprocess, sys, tempfile

specs, files = sys.argv[1], sys.argv[2]
here = os.path.dirname(os.path.abspath(__file__))
work = tempfile.mkdtemp()
for spec in json.load(open(specs)):
    docx = os.path.join(files, spec['file'])
    subprocess.run(['soffice', '--headless', '--convert-to', 'pdf', '--outdir', work, docx], check=True, capture_output=True)
    pdf = os.path.join(work, spec['file'].replace('.docx', '.pdf'))
    spec_path = os.path.join(work, spec['file'] + '.spec.json')
    json.dump(spec, open(spec_path, 'w'), ensure_ascii=False)
    subprocess.run(['/usr/bin/python3', os.path.join(here, '..', 'measure.py'), spec_path, pdf, docx + '.truth.json'], check=True)
