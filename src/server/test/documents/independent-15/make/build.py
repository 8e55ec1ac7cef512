"""Builds one document: python3 build.py KEY OUT.pdf (the producer is the module the layout belongs to)."""
import sys, importlib
key, out = sys.argv[1], sys.argv[2]
for mod, backend in [('docs_pyx', 'pyx15'), ('docs_qt', 'qt15'), ('docs_pypdf', 'pypdf15')]:
    try:
        m = importlib.import_module(mod)
    except ModuleNotFoundError as e:
        if e.name == mod:
            continue
        raise
    if key in m.DOCS:
        d = m.DOCS[key]()
        d.save_meta()
        importlib.import_module(backend).write(d, out)
        break
else:
    sys.exit('no layout ' + key)
