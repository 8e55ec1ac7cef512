// Draws one PDF with PoDoFo 0.9.8 from a tab-separated command file written by layout_podofo.py.
// Commands: page W H | font FAMILY bold(0/1) size | fill r g b | stroke r g b | text x y s | textr x y s |
// textc x y s | line x1 y1 x2 y2 width | rect x y w h width | fillrect x y w h | image path x y w h |
// ocrword x y w size s (invisible, stretched to w) | info title
#include <podofo/podofo.h>
#include <fstream>
#include <sstream>
#include <vector>
#include <map>
using namespace PoDoFo;

static std::vector<std::string> split(const std::string& s) {
  std::vector<std::string> out; std::string cur; std::istringstream is(s);
  while (std::getline(is, cur, '\t')) out.push_back(cur);
  return out;
}

int main(int argc, char** argv) {
  if (argc != 3) { fprintf(stderr, "usage: draw CMDS OUT.pdf\n"); return 2; }
  std::ifstream in(argv[1]);
  PdfStreamedDocument doc(argv[2]);
  PdfPainter painter;
  PdfPage* page = nullptr;
  PdfFont* font = nullptr;
  std::map<std::string, PdfFont*> fonts;
  std::string line;
  auto D = [](const std::string& s) { return atof(s.c_str()); };
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    auto a = split(line);
    const std::string& c = a[0];
    if (c == "page") {
      if (page) painter.FinishPage();
      page = doc.CreatePage(PdfRect(0, 0, D(a[1]), D(a[2])));
      painter.SetPage(page);
      if (font) painter.SetFont(font);
    } else if (c == "font") {
      std::string key = a[1] + "/" + a[2];
      if (!fonts.count(key))
        fonts[key] = doc.CreateFont(a[1].c_str(), a[2] == "1", false, false,
                                    PdfEncodingFactory::GlobalWinAnsiEncodingInstance(),
                                    PdfFontCache::eFontCreationFlags_None, true);
      font = fonts[key];
      font->SetFontSize((float)D(a[3]));
      font->SetFontScale(100.0f);
      painter.SetFont(font);
    } else if (c == "fill") {
      painter.SetColor(D(a[1]), D(a[2]), D(a[3]));
    } else if (c == "stroke") {
      painter.SetStrokingColor(D(a[1]), D(a[2]), D(a[3]));
    } else if (c == "text" || c == "textr" || c == "textc") {
      PdfString s(reinterpret_cast<const pdf_utf8*>(a[3].c_str()));
      double x = D(a[1]);
      double w = font->GetFontMetrics()->StringWidth(s);
      if (c == "textr") x -= w; else if (c == "textc") x -= w / 2;
      painter.DrawText(x, D(a[2]), s);
    } else if (c == "line") {
      painter.SetStrokeWidth(D(a[5]));
      painter.DrawLine(D(a[1]), D(a[2]), D(a[3]), D(a[4]));
    } else if (c == "rect") {
      painter.SetStrokeWidth(D(a[5]));
      painter.Rectangle(D(a[1]), D(a[2]), D(a[3]), D(a[4]));
      painter.Stroke();
    } else if (c == "fillrect") {
      painter.Rectangle(D(a[1]), D(a[2]), D(a[3]), D(a[4]));
      painter.Fill();
    } else if (c == "image") {
      PdfImage img(&doc);
      img.LoadFromFile(a[1].c_str());
      painter.DrawImage(D(a[2]), D(a[3]), &img, D(a[4]) / img.GetWidth(), D(a[5]) / img.GetHeight());
    } else if (c == "ocrword") {
      PdfString s(reinterpret_cast<const pdf_utf8*>(a[5].c_str()));
      font->SetFontSize((float)D(a[4]));
      font->SetFontScale(100.0f);
      double w = font->GetFontMetrics()->StringWidth(s);
      if (w > 0) font->SetFontScale((float)(100.0 * D(a[3]) / w));
      painter.SetFont(font);
      painter.SetTextRenderingMode(ePdfTextRenderingMode_Invisible);
      painter.DrawText(D(a[1]), D(a[2]), s);
      painter.SetTextRenderingMode(ePdfTextRenderingMode_Fill);
    } else if (c == "info") {
      doc.GetInfo()->SetTitle(PdfString(reinterpret_cast<const pdf_utf8*>(a[1].c_str())));
      doc.GetInfo()->SetCreator(PdfString("Dealer documents (PoDoFo)"));
    } else {
      fprintf(stderr, "unknown command %s\n", c.c_str()); return 1;
    }
  }
  if (page) painter.FinishPage();
  doc.Close();
  return 0;
}
