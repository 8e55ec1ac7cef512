# The paper pages that set 11's two scans were made from, drawn with R's pdf() device (their own layouts; helpers
# as in draw.R). Usage: Rscript scan_sources.R SRCDIR METADIR   (make_scans.py turns them into scans)
args <- commandArgs(trailingOnly = TRUE)
out <- args[1]; metadir <- args[2]
W <- 595.28; H <- 841.89
tagcol <- function(k) rgb(0, 0, round(2.55 * k), maxColorValue = 255)
tx <- function(x, y, s, size = 10, bold = FALSE, col = "black")
  text(x, H - y, s, adj = c(0, 0), cex = size / 12, font = if (bold) 2 else 1, col = col)
ln <- function(x, y, w, tag = NULL, lwd = 1) segments(x, H - y, x + w, H - y, col = if (is.null(tag)) "black" else tagcol(tag), lwd = lwd)
bx <- function(x, y, w, h, tag = NULL, lwd = 1) rect(x, H - y - h, x + w, H - y, border = if (is.null(tag)) "black" else tagcol(tag), lwd = lwd)
start <- function(name, family) {
  pdf(file.path(out, name), width = W / 72, height = H / 72, family = family)
  par(mar = c(0, 0, 0, 0), xaxs = "i", yaxs = "i"); plot.new(); plot.window(xlim = c(0, W), ylim = c(0, H))
}

# 16: drive-away / GAP insurance certificate taken, image only after scanning
start("16-src.pdf", "Helvetica")
tx(50, 60, "SHIELDPOINT GAP INSURANCE", 17, TRUE)
tx(50, 78, "Return to Invoice GAP  -  Proposal and Declaration", 11)
tx(50, 92, "Arranged by Meadowbank Motors, 88 Carlisle Road, Dumfries DG1 4JB", 9)
bx(50, 110, 495, 120, lwd = 1.4)
rows <- list(c("Proposer", "Mr Lachlan I. McGregor"), c("Vehicle", "Ford Kuga 2.5 PHEV ST-Line"),
             c("Registration", "SF73 RKU"), c("Invoice price", "GBP 34,150.00"), c("Cover", "3 years, max benefit GBP 25,000"),
             c("Premium", "GBP 449.00 paid in full"))
y <- 130; for (r in rows) { tx(60, y, r[1], 11, TRUE); tx(200, y, r[2], 11); y <- y + 17 }
y <- 262
for (s in c("I wish to buy this GAP insurance. I confirm I was given the policy summary and the insurance",
            "product information document at least two days ago and that the vehicle is used privately.",
            "I understand cover starts from the date of purchase shown on the dealer's invoice.")) { tx(50, y, s, 10.5); y <- y + 15 }
y <- y + 70
tx(50, y, "Signature of proposer", 11, TRUE); ln(200, y + 2, 210, 1, 1.2)
tx(425, y, "Date", 11, TRUE); ln(460, y + 2, 85, 2, 1.2)
y <- y + 55
tx(50, y, "Sales executive", 11, TRUE); ln(200, y + 2, 210, 3, 1.2)
dev.off()
writeLines('{"file": "16-scanned-gap-insurance.pdf", "kinds": ["producer: scan (R pdf() page, pdftoppm, PIL/numpy, wrapped by R rasterImage)", "kind: GAP insurance taken", "image only, no text layer", "turned and noisy", "middle initial and Mc surname", "rules beside the captions", "sales executive\'s place"], "documentType": "insurance", "customerName": "Lachlan McGregor", "vehicleRegistration": "SF73RKU", "otherRegistrations": [], "dealershipName": "Meadowbank Motors", "hasTextLayer": false, "places": [{"tag": 1, "label": "Signature of proposer", "signer": "customer", "date": 2}, {"tag": 3, "label": "Sales executive", "signer": "dealer", "date": null}]}',
           file.path(metadir, "16-scanned-gap-insurance.pdf.meta.json"))

# 17: joint used-vehicle order, scanned, given an OCR text layer
start("17-src.pdf", "Times")
tx(50, 58, "Hallam Road Motor Company", 18, TRUE)
tx(50, 76, "Vehicle Order  -  Used  -  No. 7719", 11)
tx(50, 110, "Purchaser 1:  Mr Aidan Brennan", 11.5); tx(50, 127, "Purchaser 2:  Ms Niamh Brennan", 11.5)
tx(50, 144, "Address:  27 Ecclesall Grove, Sheffield S11 8PN", 11.5)
tx(50, 172, "Vehicle:  Volvo XC40 B4 Plus, 2022", 11.5); tx(50, 189, "Registration:  YE22 TFO", 11.5)
tx(50, 206, "Part exchange:  Vauxhall Zafira, YB14 MMX", 11.5)
y <- 240
items <- list(c("Price", "26,495.00"), c("Admin fee", "149.00"), c("Part exchange allowance", "(2,400.00)"), c("Balance", "24,244.00"))
for (it in items) { tx(300, y, it[1], 11.5); tx(460, y, paste("GBP", it[2]), 11.5); y <- y + 17 }
y <- y + 20
tx(50, y, "Both purchasers agree to buy the vehicle on the terms overleaf.", 11); y <- y + 40
bx(50, y, 160, 50, 4, 1.2); bx(225, y, 160, 50, 5, 1.2); bx(400, y, 145, 50, 6, 1.2)
tx(50, y + 64, "Purchaser 1", 10.5, TRUE); tx(225, y + 64, "Purchaser 2", 10.5, TRUE); tx(400, y + 64, "Salesperson", 10.5, TRUE)
dev.off()
writeLines('{"file": "17-scanned-joint-order.pdf", "kinds": ["producer: scan with OCR layer (R pdf() page, pdftoppm, PIL/numpy, tesseract TSV words drawn invisibly by pydyf)", "kind: used vehicle order, joint purchasers", "OCR text layer", "turned, grey, JPEG", "\\"Purchaser 2\\" is customer2", "part-exchange plate", "three boxes side by side with captions below", "salesperson\'s place"], "documentType": "sales_agreement", "customerName": "Aidan Brennan", "otherCustomers": ["Niamh Brennan"], "vehicleRegistration": "YE22TFO", "otherRegistrations": ["YB14MMX"], "dealershipName": "Hallam Road Motor Company", "hasTextLayer": true, "places": [{"tag": 4, "label": "Purchaser 1", "signer": "customer", "date": null, "style": "box"}, {"tag": 5, "label": "Purchaser 2", "signer": "customer2", "date": null, "style": "box"}, {"tag": 6, "label": "Salesperson", "signer": "dealer", "date": null, "style": "box"}]}',
           file.path(metadir, "17-scanned-joint-order.pdf.meta.json"))
