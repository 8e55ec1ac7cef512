// Carries out a drawing program (ops.txt, one operation a line) with iText 5: Identity-H embedded fonts, compressed streams.
import java.io.*;
import java.nio.file.*;
import java.util.*;
import com.itextpdf.text.*;
import com.itextpdf.text.pdf.*;

public class PlotItext {
  public static void main(String[] a) throws Exception {
    java.util.List<String> lines = Files.readAllLines(Paths.get(a[0]));
    Document doc = new Document(PageSize.A4);
    PdfWriter writer = PdfWriter.getInstance(doc, new FileOutputStream(a[1]));
    writer.setFullCompression();
    BaseFont reg = null, bold = null;
    PdfContentByte cb = null;
    boolean opened = false;
    for (String line : lines) {
      String[] f = line.split("\t", -1);
      switch (f[0]) {
        case "F" -> { reg = BaseFont.createFont(f[1], BaseFont.IDENTITY_H, BaseFont.EMBEDDED); bold = BaseFont.createFont(f[2], BaseFont.IDENTITY_H, BaseFont.EMBEDDED); }
        case "T" -> { doc.addTitle(f[1]); doc.addCreator(f.length > 2 ? f[2] : "Finance Portal"); }
        case "P" -> {
          if (!opened) { doc.open(); opened = true; } else doc.newPage();
          cb = writer.getDirectContent();
          // iText drops an empty page; an invisible mark keeps each page.
          cb.setLiteral("");
          writer.setPageEmpty(false);
        }
        case "t" -> {
          cb.beginText();
          cb.setFontAndSize(f[4].equals("1") ? bold : reg, Float.parseFloat(f[3]));
          cb.setRGBColorFillF(Float.parseFloat(f[5]), Float.parseFloat(f[6]), Float.parseFloat(f[7]));
          cb.setTextMatrix(Float.parseFloat(f[1]), Float.parseFloat(f[2]));
          cb.showText(f[8]);
          cb.endText();
        }
        case "l" -> {
          cb.setLineWidth(Float.parseFloat(f[5]));
          cb.setRGBColorStrokeF(Float.parseFloat(f[6]), Float.parseFloat(f[7]), Float.parseFloat(f[8]));
          cb.moveTo(Float.parseFloat(f[1]), Float.parseFloat(f[2]));
          cb.lineTo(Float.parseFloat(f[3]), Float.parseFloat(f[4]));
          cb.stroke();
        }
        case "r" -> {
          cb.setLineWidth(Float.parseFloat(f[5]));
          cb.setRGBColorStrokeF(Float.parseFloat(f[6]), Float.parseFloat(f[7]), Float.parseFloat(f[8]));
          cb.rectangle(Float.parseFloat(f[1]), Float.parseFloat(f[2]), Float.parseFloat(f[3]), Float.parseFloat(f[4]));
          cb.stroke();
        }
        default -> {}
      }
    }
    doc.close();
  }
}
