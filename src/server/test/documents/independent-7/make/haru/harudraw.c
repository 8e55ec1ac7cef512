/* Draws a document with libharu from a line-by-line description (Windows-1252 text), so each signing
   place is drawn by libharu itself in its tag colour (blue 3k/255) and measured afterwards from the PDF.
   Commands: page | font NAME SIZE | text X Y STRING | right X Y STRING | para X TOP WIDTH HEIGHT STRING
   | line TAG X1 Y1 X2 Y2 | rect TAG X Y W H | fill GRAY X Y W H | image PNG X Y W H | ink TAG (text colour)
   (TAG 0 is black). */
#include <hpdf.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static jmp_buf failed;
static void on_error(HPDF_STATUS code, HPDF_STATUS detail, void *data) {
  fprintf(stderr, "libharu error %04X detail %u\n", (unsigned)code, (unsigned)detail);
  longjmp(failed, 1);
}

static void stroke_tag(HPDF_Page page, int tag) {
  HPDF_Page_SetRGBStroke(page, 0, 0, tag ? tag * 3 / 255.0f : 0);
}

int main(int argc, char **argv) {
  if (argc != 3) { fprintf(stderr, "usage: harudraw DESCRIPTION OUT.pdf\n"); return 2; }
  FILE *in = fopen(argv[1], "r");
  if (!in) { perror(argv[1]); return 1; }
  HPDF_Doc pdf = HPDF_New(on_error, NULL);
  if (setjmp(failed)) { HPDF_Free(pdf); return 1; }
  HPDF_SetCompressionMode(pdf, HPDF_COMP_ALL);
  HPDF_Page page = NULL;
  HPDF_Font font = NULL;
  float size = 10;
  char line[4096], name[256];
  while (fgets(line, sizeof line, in)) {
    line[strcspn(line, "\r\n")] = 0;
    if (!line[0] || line[0] == '#') continue;
    float x, y, w, h, x2, y2;
    int tag, used = 0;
    if (!strcmp(line, "page")) {
      page = HPDF_AddPage(pdf);
      HPDF_Page_SetSize(page, HPDF_PAGE_SIZE_A4, HPDF_PAGE_PORTRAIT);
      if (font) HPDF_Page_SetFontAndSize(page, font, size);
    } else if (sscanf(line, "font %255s %f", name, &size) == 2) {
      font = HPDF_GetFont(pdf, name, "WinAnsiEncoding");
      HPDF_Page_SetFontAndSize(page, font, size);
    } else if (sscanf(line, "text %f %f %n", &x, &y, &used) == 2 && used) {
      HPDF_Page_BeginText(page);
      HPDF_Page_TextOut(page, x, y, line + used);
      HPDF_Page_EndText(page);
    } else if (sscanf(line, "right %f %f %n", &x, &y, &used) == 2 && used) {
      HPDF_Page_BeginText(page);
      HPDF_Page_TextOut(page, x - HPDF_Page_TextWidth(page, line + used), y, line + used);
      HPDF_Page_EndText(page);
    } else if (sscanf(line, "para %f %f %f %f %n", &x, &y, &w, &h, &used) == 4 && used) {
      HPDF_Page_SetTextLeading(page, size * 1.3f);
      HPDF_Page_BeginText(page);
      HPDF_Page_TextRect(page, x, y, x + w, y - h, line + used, HPDF_TALIGN_LEFT, NULL);
      HPDF_Page_EndText(page);
    } else if (sscanf(line, "line %d %f %f %f %f", &tag, &x, &y, &x2, &y2) == 5) {
      stroke_tag(page, tag);
      HPDF_Page_SetLineWidth(page, 0.7f);
      HPDF_Page_MoveTo(page, x, y);
      HPDF_Page_LineTo(page, x2, y2);
      HPDF_Page_Stroke(page);
    } else if (sscanf(line, "rect %d %f %f %f %f", &tag, &x, &y, &w, &h) == 5) {
      stroke_tag(page, tag);
      HPDF_Page_SetLineWidth(page, 0.7f);
      HPDF_Page_Rectangle(page, x, y, w, h);
      HPDF_Page_Stroke(page);
    } else if (sscanf(line, "fill %f %f %f %f %f", &x2, &x, &y, &w, &h) == 5) {
      HPDF_Page_SetGrayFill(page, x2);
      HPDF_Page_Rectangle(page, x, y, w, h);
      HPDF_Page_Fill(page);
      HPDF_Page_SetGrayFill(page, 0);
    } else if (sscanf(line, "ink %d", &tag) == 1) {
      HPDF_Page_SetRGBFill(page, 0, 0, tag ? tag * 3 / 255.0f : 0);
    } else if (sscanf(line, "image %255s %f %f %f %f", name, &x, &y, &w, &h) == 5) {
      HPDF_Image image = HPDF_LoadPngImageFromFile(pdf, name);
      HPDF_Page_DrawImage(page, image, x, y, w, h);
    } else {
      fprintf(stderr, "cannot read: %s\n", line);
      return 1;
    }
  }
  HPDF_SaveToFile(pdf, argv[2]);
  HPDF_Free(pdf);
  return 0;
}
