# Draws one document from its JSON description with Prawn; each signing mark in its own near-black tag colour.
require 'json'
require 'prawn'

spec = JSON.parse(File.read(ARGV[0]))
out = ARGV[1]

def tag_hex(k) = format('0000%02X', k)

FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf'
FONT_BOLD = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf'
SERIF = '/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf'
SERIF_BOLD = '/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf'

def sign_line(pdf, x, width, tag)
  pdf.stroke_color tag_hex(tag)
  pdf.line_width 0.7
  pdf.stroke_horizontal_line x, x + width, at: pdf.cursor
  pdf.stroke_color '000000'
end

# One place in a column [x, width]; the cursor is left where the column ends.
def place(pdf, pl, x, width)
  style = pl['style']
  top = pdf.cursor
  case style
  when 'rule_below', 'rule_above'
    sig_w = pl['dateTag'] ? width * 0.64 : width
    if style == 'rule_above'
      pdf.text_box pl['printed'], at: [x, pdf.cursor], width: sig_w, size: 8.5
      pdf.text_box(pl['datePrinted'] || 'Date', at: [x + sig_w + 10, pdf.cursor], width: width - sig_w - 10, size: 8.5) if pl['dateTag']
      pdf.move_down 34
    else
      pdf.move_down 30
    end
    sign_line(pdf, x, sig_w, pl['tag'])
    sign_line(pdf, x + sig_w + 10, width - sig_w - 10, pl['dateTag']) if pl['dateTag']
    if style == 'rule_below'
      pdf.move_down 3
      pdf.text_box pl['printed'], at: [x, pdf.cursor], width: sig_w, size: 8
      pdf.text_box(pl['datePrinted'] || 'Date', at: [x + sig_w + 10, pdf.cursor], width: width - sig_w - 10, size: 8) if pl['dateTag']
      pdf.move_down 12
    end
  when 'under', 'dots'
    ch = style == 'under' ? '_' : '.'
    n = style == 'under' ? 30 : 52
    parts = [{ text: "#{pl['printed']}  " }, { text: ch * n, color: tag_hex(pl['tag']) }]
    if pl['dateTag']
      parts += [{ text: "   #{pl['datePrinted'] || 'Date'}  " }, { text: ch * (n / 3), color: tag_hex(pl['dateTag']) }]
    end
    pdf.move_down 14
    pdf.formatted_text_box parts, at: [x, pdf.cursor], width: width, size: 9, overflow: :shrink_to_fit
    pdf.move_down 16
  when 'box'
    pdf.text_box pl['printed'], at: [x, pdf.cursor], width: width, size: 8.5
    pdf.move_down 12
    bw = pl['dateTag'] ? width * 0.64 : width
    pdf.stroke_color tag_hex(pl['tag'])
    pdf.stroke_rectangle [x, pdf.cursor], bw, 42
    if pl['dateTag']
      pdf.stroke_color tag_hex(pl['dateTag'])
      pdf.stroke_rectangle [x + bw + 10, pdf.cursor], width - bw - 10, 42
      pdf.stroke_color '000000'
      pdf.text_box(pl['datePrinted'] || 'Date', at: [x + bw + 10, pdf.cursor + 12], width: 80, size: 8.5)
    end
    pdf.stroke_color '000000'
    pdf.move_down 50
  end
  top - pdf.cursor
end

def grid(pdf, rows, widths, size)
  rows.each do |row|
    h = row.map.with_index { |c, i| pdf.height_of(c.to_s, width: widths[i] - 8, size: size) }.max + 8
    x = 0
    row.each_with_index do |c, i|
      pdf.stroke_rectangle [x, pdf.cursor], widths[i], h
      pdf.text_box c.to_s, at: [x + 4, pdf.cursor - 4], width: widths[i] - 8, size: size
      x += widths[i]
    end
    pdf.move_down h
  end
end

Prawn::Document.generate(out, page_size: 'A4', margin: [50, 48, 50, 48], info: { Producer: 'Prawn', Title: spec['title'] }) do |pdf|
  pdf.font_families.update('Body' => { normal: FONT, bold: FONT_BOLD }, 'Serif' => { normal: SERIF, bold: SERIF_BOLD })
  pdf.font(spec['serif'] ? 'Serif' : 'Body')
  pdf.stroke_color '000000'
  spec['blocks'].each do |b|
    case b['t']
    when 'h' then pdf.text b['text'], size: b['size'] || 15, style: :bold; pdf.move_down 4
    when 'sub' then pdf.text b['text'], size: 8.5; pdf.move_down 6
    when 'right' then pdf.text b['text'], size: 9, align: :right
    when 'p' then pdf.text b['text'], size: b['size'] || 9.5, leading: 1.5; pdf.move_down 6
    when 'bold' then pdf.text b['text'], size: 10.5, style: :bold; pdf.move_down 3
    when 'space' then pdf.move_down b['h']
    when 'page' then pdf.start_new_page
    when 'rule' then pdf.stroke_horizontal_rule; pdf.move_down 8
    when 'kv'
      b['rows'].each do |k, v|
        y = pdf.cursor
        pdf.text_box k, at: [0, y], width: 165, size: 9, style: :bold
        pdf.text_box v, at: [170, y], width: pdf.bounds.width - 170, size: 9
        pdf.move_down [pdf.height_of(v, width: pdf.bounds.width - 170, size: 9), pdf.height_of(k, width: 165, size: 9, style: :bold), 11].max + 3
      end
      pdf.move_down 6
    when 'grid'
      total = pdf.bounds.width
      widths = b['widths'].map { |w| w * total }
      grid(pdf, b['rows'], widths, b['size'] || 8.5)
      pdf.move_down 8
    when 'sig'
      cols = b['places'].size
      gap = 24
      w = (pdf.bounds.width - gap * (cols - 1)) / cols
      top = pdf.cursor
      used = b['places'].each_with_index.map do |pl, i|
        pdf.move_cursor_to top
        place(pdf, pl, i * (w + gap), w)
      end
      pdf.move_cursor_to top - used.max
      pdf.move_down 10
    end
  end
end
