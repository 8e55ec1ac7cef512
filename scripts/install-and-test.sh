#!/usr/bin/env bash
# The second of the README's two commands, and CI's (.ci/run calls it): on a fresh Debian machine, installs what the
# app and its tests need (Debian packages, npm ci, the local PostgreSQL started), then runs `npm test`.
set -euo pipefail
cd "$(dirname "$0")/.."

need_apt=()
command -v chromium >/dev/null 2>&1 || need_apt+=(chromium)
# poppler-utils: pdfsig, pdftoppm, pdftotext and pdfimages judge the sealed PDFs in the tests.
command -v pdfsig >/dev/null 2>&1 || need_apt+=(poppler-utils)
# tesseract reads pages that are only pictures (scans) or whose text layer is garbage, with its English
# data from Debian: nothing is fetched at run time.
{ command -v tesseract >/dev/null 2>&1 && [ -n "$(find /usr/share/tesseract-ocr -name eng.traineddata 2>/dev/null)" ]; } ||
  need_apt+=(tesseract-ocr tesseract-ocr-eng)
# openssl packs the generated sealing certificate into a PKCS#12 file in one test.
command -v openssl >/dev/null 2>&1 || need_apt+=(openssl)
# softhsm2: a real PKCS#11 module (a software HSM) the tests seal through, with opensc's pkcs11-tool.
[ -e /usr/lib/softhsm/libsofthsm2.so ] || need_apt+=(softhsm2)
command -v pkcs11-tool >/dev/null 2>&1 || need_apt+=(opensc)
# certutil builds the NSS trust store through which pdfsig follows a test certificate chain to its root.
command -v certutil >/dev/null 2>&1 || need_apt+=(libnss3-tools)
# pkcs11js (the app's PKCS#11 binding) is compiled by node-gyp during npm ci.
{ command -v g++ >/dev/null 2>&1 && command -v make >/dev/null 2>&1; } || need_apt+=(g++ make)
# Word documents are turned into the PDF the customer signs by LibreOffice when it is installed.
command -v soffice >/dev/null 2>&1 || need_apt+=(libreoffice-writer-nogui fonts-liberation)
if [ ${#need_apt[@]} -gt 0 ]; then
  echo "Installing ${need_apt[*]} from Debian…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need_apt[@]}" >/dev/null
fi

# npm runs on the machine's Node; the node@24 devDependency then runs every script on Node 24.
# --prefer-offline: packages already in the machine's npm cache are used without asking the registry again.
npm ci --no-audit --no-fund --prefer-offline

# The database tier runs again on PostgreSQL. A machine without a server gets Debian's, with a database
# `test` its owner reaches by password over 127.0.0.1 (Debian's default asks one there).
if [ -z "${TEST_DATABASE_URL:-}" ]; then
  if ! command -v pg_ctlcluster >/dev/null 2>&1; then
    echo "Installing postgresql from Debian…"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  fi
  if ! pg_isready -q -h 127.0.0.1 -p 5432 2>/dev/null; then
    pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | tail -1)" main start || true
  fi
  if psql -h 127.0.0.1 -U postgres -d test -w -c 'select 1' >/dev/null 2>&1; then
    export TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test
  else
    su postgres -c "psql -q -c \"alter user postgres password 'postgres'\"" >/dev/null
    su postgres -c "createdb test" 2>/dev/null || true
    export TEST_DATABASE_URL=postgres://postgres:postgres@127.0.0.1:5432/test
  fi
fi

npm test
