# Wraps scanned page images into an image-only A4 PDF with Prawn: wrap_image.rb out.pdf page1.png [page2.png ...]
require 'prawn'

out, *pages = ARGV
Prawn::Document.generate(out, page_size: 'A4', margin: 0, info: { Producer: 'Prawn', Creator: 'Scan' }) do |pdf|
  pages.each_with_index do |png, i|
    pdf.start_new_page if i.positive?
    pdf.image png, at: [0, pdf.bounds.top], width: pdf.bounds.width, height: pdf.bounds.height
  end
end
