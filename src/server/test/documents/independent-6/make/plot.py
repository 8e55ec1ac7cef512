"""Hands a laid-out document to one of the PDF writers (PDFBox, iText 5, PDF::API2, TCPDF) and writes its spec beside it."""
import json
import os
import subprocess

HERE = os.path.dirname(os.path.abspath(__file__))
SCRATCH = os.environ.get("SCRATCH", "/tmp/gen6")
CP_BOX = "/usr/share/java/pdfbox2.jar:/usr/share/java/fontbox2.jar:/usr/share/java/commons-logging.jar"
CP_ITEXT = "/usr/share/java/itext5.jar"


def ops_text(doc, creator=None, fields=()):
    prog = doc.program()
    out = [f"F\t{prog['fonts'][0]}\t{prog['fonts'][1]}", f"T\t{prog['title']}" + (f"\t{creator}" if creator else "")]
    for pno, page in enumerate(prog["pages"], 1):
        out.append("P")
        for op in page:
            if op[0] == "t":
                _, x, y, size, bold, s, c = op
                out.append(f"t\t{x}\t{y}\t{size}\t{1 if bold else 0}\t{c[0]}\t{c[1]}\t{c[2]}\t{s}")
            elif op[0] == "l":
                _, x1, y1, x2, y2, w, c = op
                out.append(f"l\t{x1}\t{y1}\t{x2}\t{y2}\t{w}\t{c[0]}\t{c[1]}\t{c[2]}")
            else:
                _, x, y, w, h, lw, c = op
                out.append(f"r\t{x}\t{y}\t{w}\t{h}\t{lw}\t{c[0]}\t{c[1]}\t{c[2]}")
        for f in fields:
            if f[0] == pno:
                out.append("f\t" + "\t".join(str(v) for v in f[1:]))
    return "\n".join(out) + "\n"


def plot(doc, writer, pdf_path, creator=None, fields=()):
    os.makedirs(f"{SCRATCH}/ops", exist_ok=True)
    ops = f"{SCRATCH}/ops/{os.path.basename(pdf_path)}.txt"
    with open(ops, "w", encoding="utf-8") as f:
        f.write(ops_text(doc, creator, fields))
    cls = f"{SCRATCH}/cls"
    cmd = {
        "pdfbox": ["java", "-cp", f"{cls}:{CP_BOX}", "PlotPdfbox", ops, pdf_path],
        "itext": ["java", "-cp", f"{cls}:{CP_ITEXT}", "PlotItext", ops, pdf_path],
        "api2": ["perl", f"{HERE}/plot-api2.pl", ops, pdf_path],
        "tcpdf": ["php", f"{HERE}/plot-tcpdf.php", ops, pdf_path],
    }[writer]
    subprocess.run(cmd, check=True)


def write_spec(path, file, kinds, truth, places):
    with open(path, "w", encoding="utf-8") as f:
        json.dump({"file": file, "kinds": kinds, "truth": truth, "places": places}, f, indent=2, ensure_ascii=False)
