# Set 11's documents drawn with R's own pdf() graphics device (grDevices, R 4.2.2): text(), segments() and rect() on a
# plot window laid out in PDF points from the bottom left. Each place's mark is drawn in its own near-black tag
# colour (blue k/100) for measure11.py. Usage: Rscript draw.R OUTDIR METADIR
args <- commandArgs(trailingOnly = TRUE)
out <- args[1]; metadir <- args[2]
W <- 595.28; H <- 841.89
tagcol <- function(k) rgb(0, 0, round(2.55 * k), maxColorValue = 255)
open_doc <- function(name, family = "Helvetica") {
  pdf(file.path(out, name), width = W / 72, height = H / 72, family = family, pointsize = 12,
      title = sub("\\.pdf$", "", name), onefile = TRUE)
  new_page()
}
new_page <- function() {
  par(mar = c(0, 0, 0, 0), xaxs = "i", yaxs = "i")
  plot.new(); plot.window(xlim = c(0, W), ylim = c(0, H))
}
tx <- function(x, y, s, size = 9, bold = FALSE, col = "black", right = FALSE)
  text(x, H - y, s, adj = c(if (right) 1 else 0, 0), cex = size / 12, font = if (bold) 2 else 1, col = col)
ln <- function(x, y, w, tag = NULL, lwd = 0.8)
  segments(x, H - y, x + w, H - y, col = if (is.null(tag)) "black" else tagcol(tag), lwd = lwd)
bx <- function(x, y, w, h, tag = NULL, fill = NA, lwd = 0.8)
  rect(x, H - y - h, x + w, H - y, border = if (is.null(tag)) "black" else tagcol(tag), col = fill, lwd = lwd)
q <- function(s) paste0('"', gsub('"', '\\\\"', s), '"')
arr <- function(v) if (length(v) == 0) "[]" else paste0("[", paste(sapply(v, q), collapse = ", "), "]")
place <- function(tag, label, signer, date = NULL, style = "line")
  sprintf('{"tag": %d, "label": %s, "signer": %s, "date": %s, "style": "%s"}', tag, q(label),
          if (is.null(signer)) "null" else q(signer), if (is.null(date)) "null" else date, style)
meta <- function(name, kinds, dtype, cust, reg, others, dealer, places, other_customers = character(0)) {
  dev.off()
  j <- sprintf('{"file": %s, "kinds": %s, "documentType": "%s", "customerName": %s, "vehicleRegistration": %s, "otherRegistrations": %s, "dealershipName": %s, "otherCustomers": %s, "places": [%s]}',
               q(name), arr(kinds), dtype, q(cust), q(reg), arr(others), q(dealer), arr(other_customers), paste(places, collapse = ", "))
  writeLines(j, file.path(metadir, paste0(name, ".meta.json")))
}

# 10 new car sales invoice: label above boxes, dealer place, part exchange, initials only
open_doc("10-sales-invoice.pdf")
bx(0, 0, W, 8, fill = "grey20")
tx(40, 48, "NORTHGATE MOTOR HOUSE", 15, TRUE); tx(40, 62, "Sales Invoice (VAT invoice)", 10)
tx(555, 48, "Invoice SI-2026-04417", 9, right = TRUE); tx(555, 60, "Tax point 02/12/2026", 9, right = TRUE)
tx(555, 72, "VAT reg. GB 318 4472 19", 9, right = TRUE)
tx(40, 100, "Invoice to", 8, TRUE)
tx(40, 114, "Mr R. D'Souza", 10); tx(40, 127, "31 Cathedral Walk, Chester CH1 2HF", 10)
tx(330, 100, "Vehicle supplied", 8, TRUE)
tx(330, 114, "Mazda CX-30 2.0 e-Skyactiv G Exclusive-Line", 9); tx(330, 127, "New. Registration: DK26 WNM", 9)
tx(330, 140, "VIN JMZDM6WE601742118", 9)
y <- 170
bx(40, y, 515, 18, fill = "grey85"); tx(46, y + 12.5, "Description", 9, TRUE); tx(549, y + 12.5, "Amount", 9, TRUE, right = TRUE)
items <- list(c("Vehicle (inc. VAT at 20%)", "\u00a328,495.00"), c("Metallic paint: Soul Red Crystal", "\u00a3850.00"),
              c("Road fund licence (12 months)", "\u00a3190.00"), c("First registration fee", "\u00a355.00"),
              c("Less part exchange: Nissan Juke, DG17 RVX", "-\u00a36,750.00"), c("Less deposit received", "-\u00a31,000.00"),
              c("Balance paid by finance (Harbourline Finance plc)", "\u00a321,840.00"))
y <- y + 18
for (it in items) { tx(46, y + 13, it[1], 9); tx(549, y + 13, it[2], 9, right = TRUE); ln(40, y + 18, 515, lwd = 0.3); y <- y + 18 }
tx(380, y + 18, "Total due", 10, TRUE); tx(549, y + 18, "\u00a30.00", 10, TRUE, right = TRUE)
y <- y + 50
tx(40, y, "The goods remain the property of Northgate Motor House until paid for in full. Please check the vehicle and", 8.5)
tx(40, y + 12, "its documents on collection. Our terms of business are printed overleaf.", 8.5)
y <- y + 48
tx(40, y, "Received by (customer)", 8.5, TRUE); tx(330, y, "Issued by (Northgate Motor House)", 8.5, TRUE)
bx(40, y + 5, 230, 40, tag = 1); bx(330, y + 5, 225, 40, tag = 2)
tx(40, y + 62, "Date collected", 8.5, TRUE); bx(40, y + 66, 120, 20, tag = 3)
tx(40, 800, "Northgate Motor House Ltd, 2 Sealand Road, Chester CH1 4LQ. Registered in England 07713350.", 7)
meta("10-sales-invoice.pdf", c("producer: R pdf() device", "kind: new car sales invoice", "only initials printed",
     "apostrophe in surname", "part-exchange plate", "boxes with labels above", "place for the dealer"),
     "sales_agreement", "R. D'Souza", "DK26WNM", c("DG17RVX"), "Northgate Motor House",
     c(place(1, "Received by (customer)", "customer", 3, "box"), place(2, "Issued by (Northgate Motor House)", "dealer", NULL, "box")))

# 11 delivery and handover, courtesy car returned, surname first, underscores with captions below
open_doc("11-handover-receipt.pdf", "Times")
tx(297.6 - 110, 56, "Riverside Motors of Worcester", 15, TRUE)
tx(297.6 - 70, 72, "Vehicle Handover Certificate", 11)
y <- 110
rows <- list(c("Customer", "OYELARAN, Mrs Funmilayo"), c("Vehicle", "Honda Jazz 1.5 i-MMD Crosstar Advance"),
             c("Registration", "FV25 OHT"), c("Delivery mileage", "12"), c("Order reference", "RMW-20931"),
             c("Courtesy car returned", "Honda Civic, registration FN24 BXJ, fuel 3/4, no new damage"))
for (r in rows) { tx(60, y, r[1], 10.5, TRUE); tx(210, y, r[2], 10.5); y <- y + 17 }
y <- y + 14
tx(60, y, "Handover checklist", 11, TRUE); y <- y + 8
chk <- c("Two keys supplied and demonstrated", "Owner's manual and service booklet", "Infotainment and phone pairing shown",
         "Charging and hybrid system explained", "Locking wheel nut located", "Finance and warranty documents given")
for (c1 in chk) { bx(60, y + 4, 9, 9); tx(64.5 - 3, y + 12, "x", 9); tx(78, y + 12, c1, 10); y <- y + 16 }
y <- y + 20
tx(60, y, "I confirm I have taken delivery of the vehicle above in good condition and that the courtesy car has been returned.", 9.5)
y <- y + 60
tx(60, y, paste(rep("_", 34), collapse = ""), 10, col = tagcol(4)); tx(330, y, paste(rep("_", 16), collapse = ""), 10, col = tagcol(5))
tx(60, y + 14, "Customer's signature", 9.5); tx(330, y + 14, "Date of handover", 9.5)
y <- y + 56
tx(60, y, paste(rep("_", 34), collapse = ""), 10, col = tagcol(6))
tx(60, y + 14, "Handover executive (Riverside Motors)", 9.5)
meta("11-handover-receipt.pdf", c("producer: R pdf() device (Times)", "kind: delivery and handover certificate",
     "surname first in capitals with title", "courtesy car plate", "underscores with captions below", "handover executive's place"),
     "delivery_receipt", "Funmilayo Oyelaran", "FV25OHT", c("FN24BXJ"), "Riverside Motors of Worcester",
     c(place(4, "Customer's signature", "customer", 5), place(6, "Handover executive (Riverside Motors)", "dealer")))

# 12 dealer buys the customer's car against a new sale: subject is the car bought in
open_doc("12-vehicle-purchase-agreement.pdf")
tx(40, 50, "Pennine Gate Cars", 14, TRUE); tx(40, 64, "Vehicle Purchase Agreement (we buy your car)", 10)
tx(555, 50, "Ref VPA/2291", 9, right = TRUE)
bx(40, 80, 515, 100)
tx(48, 96, "SELLER", 8, TRUE); tx(48, 110, "Name: Ms Charlotte Ainsworth-Baines", 9.5)
tx(48, 123, "Address: 5 Moorside Close, Huddersfield HD7 4RJ", 9.5)
tx(300, 96, "VEHICLE BOUGHT BY THE DEALER", 8, TRUE)
tx(300, 110, "Audi A3 Sportback 35 TFSI S line", 9.5); tx(300, 123, "Registration: YH19 CWA", 9.5)
tx(300, 136, "Mileage: 47,315    V5C ref: 1148 2290 551", 9.5); tx(300, 149, "Colour: Navarra Blue", 9.5)
tx(48, 149, "Bank: sort code 20-44-19", 9.5)
y <- 205
tx(40, y, "Purchase price agreed: \u00a313,900.00, set against the price of the new vehicle ordered (Audi Q3 35 TFSI, YD26 PLK).", 9.5)
y <- y + 24
terms <- c("1. The seller warrants that they are the registered keeper and legal owner of the vehicle and have the right to sell it.",
           "2. The seller declares that the vehicle is free of outstanding finance, except as stated: none.",
           "3. The seller warrants that the mileage shown is correct and the vehicle has not been recorded as a total loss.",
           "4. Ownership passes to Pennine Gate Cars when the new vehicle is delivered and the price is set against it.",
           "5. If any of these statements is untrue the seller will repay to the dealer any loss it suffers.")
for (t in terms) { tx(40, y, t, 8.5); y <- y + 13 }
y <- y + 40
tx(40, y, "Signature of seller", 9, TRUE); ln(140, y + 1, 200, tag = 7)
tx(360, y, "Date", 9, TRUE); ln(390, y + 1, 100, tag = 8)
y <- y + 40
tx(40, y, "For the dealer", 9, TRUE); ln(140, y + 1, 200, tag = 9)
tx(360, y, "Date", 9, TRUE); ln(390, y + 1, 100, tag = 10)
meta("12-vehicle-purchase-agreement.pdf", c("producer: R pdf() device", "kind: dealer buys the customer's car against a new sale",
     "the subject is the car bought in", "new car's plate in the body", "double-barrelled surname with title",
     "rules beside the captions, date on the same line", "place for the dealer"),
     "trade_in_agreement", "Charlotte Ainsworth-Baines", "YH19CWA", c("YD26PLK"), "Pennine Gate Cars",
     c(place(7, "Signature of seller", "customer", 8), place(9, "For the dealer", "dealer", 10)))
