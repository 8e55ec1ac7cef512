# Wraps a scanned page (8-bit PGM, read with readBin) as a full A4 page with R's pdf() device: rasterImage, no text.
args <- commandArgs(trailingOnly = TRUE)
con <- file(args[1], "rb")
hdr <- character(0)
while (length(hdr) < 4) {
  tok <- ""
  repeat { ch <- readChar(con, 1, useBytes = TRUE); if (grepl("[[:space:]]", ch)) { if (nchar(tok)) break } else tok <- paste0(tok, ch) }
  hdr <- c(hdr, tok)
}
w <- as.integer(hdr[2]); h <- as.integer(hdr[3])
px <- readBin(con, "integer", n = w * h, size = 1, signed = FALSE); close(con)
m <- matrix(px / 255, nrow = h, ncol = w, byrow = TRUE)
pdf(args[2], width = 595.28 / 72, height = 841.89 / 72, title = "scan")
par(mar = c(0, 0, 0, 0), xaxs = "i", yaxs = "i"); plot.new(); plot.window(xlim = c(0, 1), ylim = c(0, 1))
rasterImage(as.raster(m), 0, 0, 1, 1, interpolate = FALSE)
invisible(dev.off())
