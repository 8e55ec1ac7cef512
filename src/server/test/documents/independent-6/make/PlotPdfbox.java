// Carries out a drawing program (ops.txt, one operation a line) with Apache PDFBox 2: embedded TrueType subsets.
// With "form" as a third argument, lines "f<TAB>name<TAB>x<TAB>y<TAB>w<TAB>h" become empty AcroForm text fields.
import java.io.*;
import java.nio.file.*;
import java.util.*;
import org.apache.pdfbox.pdmodel.*;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.font.*;
import org.apache.pdfbox.pdmodel.interactive.form.*;
import org.apache.pdfbox.pdmodel.interactive.annotation.PDAnnotationWidget;
import org.apache.pdfbox.cos.COSName;

public class PlotPdfbox {
  public static void main(String[] a) throws Exception {
    List<String> lines = Files.readAllLines(Paths.get(a[0]));
    try (PDDocument doc = new PDDocument()) {
      PDFont reg = null, bold = null;
      PDPageContentStream cs = null;
      PDPage page = null;
      PDAcroForm form = null;
      for (String line : lines) {
        String[] f = line.split("\t", -1);
        switch (f[0]) {
          case "F" -> { reg = PDType0Font.load(doc, new File(f[1])); bold = PDType0Font.load(doc, new File(f[2])); }
          case "T" -> { doc.getDocumentInformation().setTitle(f[1]); doc.getDocumentInformation().setCreator(f.length > 2 ? f[2] : "Dealer Management System"); }
          case "P" -> {
            if (cs != null) cs.close();
            page = new PDPage(PDRectangle.A4); doc.addPage(page);
            cs = new PDPageContentStream(doc, page);
          }
          case "t" -> {
            cs.beginText();
            cs.setFont(f[4].equals("1") ? bold : reg, Float.parseFloat(f[3]));
            cs.setNonStrokingColor(Float.parseFloat(f[5]), Float.parseFloat(f[6]), Float.parseFloat(f[7]));
            cs.newLineAtOffset(Float.parseFloat(f[1]), Float.parseFloat(f[2]));
            cs.showText(f[8]);
            cs.endText();
          }
          case "l" -> {
            cs.setLineWidth(Float.parseFloat(f[5]));
            cs.setStrokingColor(Float.parseFloat(f[6]), Float.parseFloat(f[7]), Float.parseFloat(f[8]));
            cs.moveTo(Float.parseFloat(f[1]), Float.parseFloat(f[2]));
            cs.lineTo(Float.parseFloat(f[3]), Float.parseFloat(f[4]));
            cs.stroke();
          }
          case "r" -> {
            cs.setLineWidth(Float.parseFloat(f[5]));
            cs.setStrokingColor(Float.parseFloat(f[6]), Float.parseFloat(f[7]), Float.parseFloat(f[8]));
            cs.addRect(Float.parseFloat(f[1]), Float.parseFloat(f[2]), Float.parseFloat(f[3]), Float.parseFloat(f[4]));
            cs.stroke();
          }
          case "f" -> {
            if (form == null) {
              form = new PDAcroForm(doc); doc.getDocumentCatalog().setAcroForm(form);
              PDResources res = new PDResources(); res.put(COSName.getPDFName("Helv"), PDType1Font.HELVETICA);
              form.setDefaultResources(res); form.setDefaultAppearance("/Helv 9 Tf 0 g");
            }
            PDTextField tf = new PDTextField(form);
            tf.setPartialName(f[1]); tf.setDefaultAppearance("/Helv 9 Tf 0 g");
            form.getFields().add(tf);
            PDAnnotationWidget w = tf.getWidgets().get(0);
            w.setRectangle(new PDRectangle(Float.parseFloat(f[2]), Float.parseFloat(f[3]), Float.parseFloat(f[4]), Float.parseFloat(f[5])));
            w.setPage(page); page.getAnnotations().add(w);
          }
          default -> {}
        }
      }
      if (cs != null) cs.close();
      doc.save(a[1]);
    }
  }
}
