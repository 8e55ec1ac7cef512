;; Writes a set-19 page description (meta/NAME.scm) as a PDF, byte by byte, in Guile Scheme:
;; base-14 fonts with WinAnsiEncoding, one uncompressed content stream per page, xref table by hand.
;; guile pdf19.scm meta/NAME.scm out.pdf
(use-modules (ice-9 format) (ice-9 textual-ports) (srfi srfi-1))

(define args (cdr (command-line)))
(define pages (call-with-input-file (car args) read))
(define out-file (cadr args))

(define fonts '(("H" . "Helvetica") ("HB" . "Helvetica-Bold") ("T" . "Times-Roman")
                ("TB" . "Times-Bold") ("C" . "Courier")))
(define (font-res f) (string-append "/F" (number->string (+ 1 (list-index (lambda (p) (string=? (car p) f)) fonts)))))

(define (num x) (format #f "~,2f" x))
(define (hex->rgb h)
  (map (lambda (i) (/ (string->number (substring h i (+ i 2)) 16) 255.0)) '(1 3 5)))
(define (rgb h op) (string-append (string-join (map (lambda (v) (format #f "~,4f" v)) (hex->rgb h)) " ") " " op))
(define (pdf-string s)
  (string-append "("
    (string-concatenate
      (map (lambda (c)
             (cond ((char=? c #\\) "\\\\") ((char=? c #\() "\\(") ((char=? c #\)) "\\)")
                   ((char=? c #\x2013) (string (integer->char #x96)))
                   ((char=? c #\x2019) (string (integer->char #x92)))
                   ((char=? c #\x20ac) (string (integer->char #x80)))
                   ((> (char->integer c) 255) "?")
                   (else (string c))))
           (string->list s)))
    ")"))

(define (op->string o)
  (let ((kind (car o)))
    (cond
      ((string=? kind "t")
       (let ((x (list-ref o 1)) (y (list-ref o 2)) (size (list-ref o 3)) (f (list-ref o 4)) (c (list-ref o 5)) (s (list-ref o 6)))
         (string-append "BT " (rgb c "rg") " " (font-res f) " " (num size) " Tf " (num x) " " (num y) " Td " (pdf-string s) " Tj ET\n")))
      ((string=? kind "l")
       (string-append "q " (rgb (list-ref o 6) "RG") " " (num (list-ref o 5)) " w 0 J "
                      (num (list-ref o 1)) " " (num (list-ref o 2)) " m " (num (list-ref o 3)) " " (num (list-ref o 4)) " l S Q\n"))
      ((string=? kind "r")
       (string-append "q " (rgb (list-ref o 6) "RG") " " (num (list-ref o 5)) " w "
                      (num (list-ref o 1)) " " (num (list-ref o 2)) " " (num (list-ref o 3)) " " (num (list-ref o 4)) " re S Q\n"))
      ((string=? kind "f")
       (string-append "q " (rgb (list-ref o 5) "rg") " "
                      (num (list-ref o 1)) " " (num (list-ref o 2)) " " (num (list-ref o 3)) " " (num (list-ref o 4)) " re f Q\n"))
      (else ""))))

;; Objects: 1 catalog, 2 pages, 3.. fonts, then for each page a page object and its content stream.
(define nfonts (length fonts))
(define first-page (+ 3 nfonts))
(define npages (length pages))
(define objects '())
(define (add! s) (set! objects (append objects (list s))))
(add! "<< /Type /Catalog /Pages 2 0 R >>")
(add! (string-append "<< /Type /Pages /Count " (number->string npages) " /Kids ["
        (string-join (map (lambda (i) (format #f "~a 0 R" (+ first-page (* 2 i)))) (iota npages)) " ") "] >>"))
(for-each (lambda (p) (add! (string-append "<< /Type /Font /Subtype /Type1 /BaseFont /" (cdr p) " /Encoding /WinAnsiEncoding >>"))) fonts)
(define font-dict
  (string-append "<< " (string-join (map (lambda (i) (format #f "/F~a ~a 0 R" (+ i 1) (+ i 3))) (iota nfonts)) " ") " >>"))
(for-each
  (lambda (ops i)
    (let ((content (string-concatenate (map op->string ops))))
      (add! (format #f "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595.28 841.89] /Resources << /Font ~a >> /Contents ~a 0 R >>"
                    font-dict (+ first-page (* 2 i) 1)))
      (add! (string-append "<< /Length " (number->string (string-length content)) " >>\nstream\n" content "endstream"))))
  pages (iota npages))

(define port (open-file out-file "w"))
(set-port-encoding! port "ISO-8859-1")
(define pos 0)
(define (emit s) (put-string port s) (set! pos (+ pos (string-length s))))
(emit "%PDF-1.4\n%")
(emit (list->string (map integer->char '(226 227 207 211))))
(emit "\n")
(define offsets
  (map (lambda (obj i)
         (let ((at pos))
           (emit (format #f "~a 0 obj\n~a\nendobj\n" (+ i 1) obj))
           at))
       objects (iota (length objects))))
(define xref pos)
(emit (format #f "xref\n0 ~a\n0000000000 65535 f \n" (+ 1 (length objects))))
(for-each (lambda (o) (emit (format #f "~10,'0d 00000 n \n" o))) offsets)
(emit (format #f "trailer\n<< /Size ~a /Root 1 0 R /Info << /Producer (pdf19.scm, Guile ~a) >> >>\nstartxref\n~a\n%%EOF\n"
              (+ 1 (length objects)) (version) xref))
(close-port port)
