// Twelfth set, documents 15-17: Word files written by Apache POI 4.0.1's XWPF (Debian libapache-poi-java),
// paragraph by paragraph and table by table. Each place's caption is noted beside the code that writes it
// (label and whose it is) and goes to /tmp/gen12/meta/NAME.json; its page is found later in LibreOffice's
// rendering (find_docx_pages.py).
import java.io.FileOutputStream;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;

import org.apache.poi.xwpf.usermodel.BreakType;
import org.apache.poi.xwpf.usermodel.ParagraphAlignment;
import org.apache.poi.xwpf.usermodel.XWPFDocument;
import org.apache.poi.xwpf.usermodel.XWPFParagraph;
import org.apache.poi.xwpf.usermodel.XWPFRun;
import org.apache.poi.xwpf.usermodel.XWPFTable;
import org.apache.poi.xwpf.usermodel.XWPFTableCell;
import org.apache.poi.xwpf.usermodel.XWPFTableRow;
import javax.xml.namespace.QName;
import org.apache.xmlbeans.XmlCursor;

public class MakeDocx {
  static final String OUT = "/tmp/gen12/out/";
  static final String META = "/tmp/gen12/meta/";

  XWPFDocument doc = new XWPFDocument();
  List<String> places = new ArrayList<>();
  String font;

  MakeDocx(String font) {
    this.font = font;
  }

  XWPFRun run(XWPFParagraph p, String text, int size, boolean bold) {
    XWPFRun r = p.createRun();
    r.setFontFamily(font);
    r.setFontSize(size);
    r.setBold(bold);
    String[] lines = text.split("\n", -1);
    for (int i = 0; i < lines.length; i++) {
      if (i > 0) r.addBreak();
      r.setText(lines[i]);
    }
    return r;
  }

  XWPFParagraph para(String text, int size, boolean bold) {
    XWPFParagraph p = doc.createParagraph();
    p.setSpacingAfter(100);
    run(p, text, size, bold);
    return p;
  }

  XWPFParagraph labelled(String label, String value) {
    XWPFParagraph p = doc.createParagraph();
    p.setSpacingAfter(40);
    run(p, label + " ", 10, true);
    run(p, value, 10, false);
    return p;
  }

  void pageBreak() {
    XWPFParagraph p = doc.createParagraph();
    p.createRun().addBreak(BreakType.PAGE);
  }

  XWPFTable table(String[][] rows, boolean headerBold) {
    XWPFTable t = doc.createTable(rows.length, rows[0].length);
    t.setWidth("100%");
    for (int i = 0; i < rows.length; i++) {
      XWPFTableRow row = t.getRow(i);
      for (int j = 0; j < rows[i].length; j++) {
        XWPFTableCell c = row.getCell(j);
        XWPFParagraph p = c.getParagraphs().get(0);
        run(p, rows[i][j], 9, headerBold && (i == 0 || j == 0));
      }
    }
    doc.createParagraph();
    return t;
  }

  void place(String label, String signer) {
    places.add(String.format("{\"label\": \"%s\", \"signer\": %s}", label.replace("\"", "\\\""),
        signer == null ? "null" : "\"" + signer + "\""));
  }

  void save(String name, String head) throws Exception {
    // The section's A4 page and margins go last in the body, written as raw elements (the lite schemas of
    // Debian's POI have no classes for them).
    String w = "http://schemas.openxmlformats.org/wordprocessingml/2006/main";
    XmlCursor c = doc.getDocument().getBody().newCursor();
    c.toEndToken();
    c.beginElement(new QName(w, "sectPr", "w"));
    c.beginElement(new QName(w, "pgSz", "w"));
    c.insertAttributeWithValue(new QName(w, "w", "w"), "11906");
    c.insertAttributeWithValue(new QName(w, "h", "w"), "16838");
    c.toNextToken();
    c.beginElement(new QName(w, "pgMar", "w"));
    for (String[] a : new String[][] {{"top", "1000"}, {"bottom", "1000"}, {"left", "1100"}, {"right", "1100"},
        {"header", "500"}, {"footer", "500"}, {"gutter", "0"}}) {
      c.insertAttributeWithValue(new QName(w, a[0], "w"), a[1]);
    }
    c.dispose();
    try (FileOutputStream out = new FileOutputStream(OUT + name)) {
      doc.write(out);
    }
    String json = "{\"file\": \"" + name + "\", \"format\": \"docx\", " + head + ", \"places\": ["
        + String.join(", ", places) + "]}";
    Files.write(Paths.get(META + name + ".json"), json.getBytes(StandardCharsets.UTF_8));
  }

  static void privacyConsent() throws Exception {
    MakeDocx d = new MakeDocx("Calibri");
    XWPFParagraph h = d.para("THAMESMEAD AUTOS", 16, true);
    d.para("Harrow Manorway, London SE2 9RH  |  020 8310 4470  |  FCA FRN 702118", 8, false);
    d.para("Privacy Notice and Consent to Credit Searches", 13, true);
    d.para("Joint application for vehicle finance. Reference TA/CS/11854.", 9, false);
    d.table(new String[][] {
      {"", "First applicant", "Second applicant"},
      {"Name", "Mrs Abimbola OGUNLEYE", "Mr Babatunde OGUNLEYE"},
      {"Address", "27 Yarnton Way, Erith DA18 4DW", "27 Yarnton Way, Erith DA18 4DW"},
      {"Email", "abimbola.o@example.com", "tunde.ogunleye@example.com"},
    }, true);
    d.labelled("Vehicle:", "Toyota C-HR 1.8 Hybrid Design, registration LR70 UBG");
    d.labelled("Part exchange:", "Honda Jazz 1.4 i-VTEC, LV13 OZY");
    d.para("Who we are. Thamesmead Autos Ltd is the controller of the personal information you give us for this "
        + "application. We act as a credit broker and will share your information with the lenders on our panel "
        + "(Albion Motor Finance, Quayside Credit and Riverbank Auto Loans) so that they can decide whether to "
        + "lend to you.", 9, false);
    d.para("Credit searches. The lender will search the files of credit reference agencies (Experian, Equifax and "
        + "TransUnion), which will record the search. Because this is a joint application, a financial association "
        + "will be created between your records, which other lenders will see until one of you asks for it to be "
        + "removed. You must not apply jointly unless you have the other applicant's agreement.", 9, false);
    d.para("Marketing. Tick if you would like to hear from us about offers:   [  ] email   [  ] phone   [  ] post",
        9, false);
    d.para("Your rights. You may ask for a copy of your information, ask us to correct it, or complain to the "
        + "Information Commissioner's Office. Our full privacy notice is at thamesmeadautos.example/privacy.", 9, false);
    d.para("By signing below each of us agrees to the searches and the sharing described above.", 9, true);
    XWPFTable t = d.table(new String[][] {
      {"First applicant signature\n\n\n", "Date"},
      {"Second applicant signature\n\n\n", "Date"},
    }, false);
    d.place("First applicant signature", "customer");
    d.place("Second applicant signature", "customer2");
    d.save("15-privacy-consent.docx",
        "\"kinds\": [\"producer: Apache POI 4.0.1 XWPF (Java)\", \"kind: privacy notice and credit-search consent, joint applicants\", "
        + "\"names in a two-column table with titles and capitals\", \"\\\"Second applicant signature\\\" is customer2\", "
        + "\"captions inside the signing table cells, date cells beside\", \"part-exchange plate\", \"lenders named in the body\", \"no dealer place\"], "
        + "\"documentType\": \"other\", \"customerName\": \"Abimbola Ogunleye\", \"otherCustomers\": [\"Babatunde Ogunleye\"], "
        + "\"vehicleRegistration\": \"LR70UBG\", \"otherRegistrations\": [\"LV13OZY\"], \"dealershipName\": \"Thamesmead Autos\"");
  }

  static void salesInvoice() throws Exception {
    MakeDocx d = new MakeDocx("Arial");
    XWPFParagraph h = d.para("Cambridge Road Cars Ltd", 16, true);
    d.para("188 Cambridge Road, Hitchin SG4 0JT  ·  VAT reg. GB 291 4471 06", 8, false);
    XWPFParagraph title = d.para("SALES INVOICE  No. CRC-INV-50392", 13, true);
    title.setAlignment(ParagraphAlignment.RIGHT);
    d.labelled("Invoice to:", "Dr P. VENKATESAN, 6 Bearton Green, Hitchin SG5 1UN");
    d.labelled("Delivery contact:", "Priya Venkatesan, 07723 118 560");
    d.labelled("Date of supply:", "02/08/2024          Salesperson: Marcus Oyelowo");
    d.table(new String[][] {
      {"Description", "Net", "VAT", "Gross"},
      {"Tesla Model 3 Long Range AWD, Pearl White, registration EY23 KRM, 18,402 miles", "£26,241.67", "£5,248.33", "£29,490.00"},
      {"Paint and interior protection", "£207.50", "£41.50", "£249.00"},
      {"Type 2 charging cable (3-phase)", "£124.17", "£24.83", "£149.00"},
      {"Total", "£26,573.34", "£5,314.66", "£31,888.00"},
    }, true);
    d.table(new String[][] {
      {"Less", "Amount"},
      {"Part exchange: BMW 320d M Sport, AJ14 DNF (allowance)", "£6,750.00"},
      {"Deposit paid 27/07/2024", "£500.00"},
      {"Balance paid by bank transfer on collection", "£24,638.00"},
    }, true);
    d.para("Goods remain the property of Cambridge Road Cars Ltd until paid for in full. The vehicle is sold with "
        + "a 12 month Cambridge Road Cars warranty (see separate certificate). Your statutory rights are not affected.",
        8, false);
    d.para("I confirm that I have received the vehicle described above and accept this invoice.", 9, false);
    d.para("Customer signature  ____________________________________      Date  ______________", 10, true);
    d.place("Customer signature", "customer");
    d.para("", 10, false);
    d.para("Salesperson  ____________________________________", 10, true);
    d.place("Salesperson", "dealer");
    d.save("16-sales-invoice.docx",
        "\"kinds\": [\"producer: Apache POI 4.0.1 XWPF (Java)\", \"kind: used car sales invoice\", "
        + "\"\\\"Dr P. VENKATESAN\\\" with the full name as the delivery contact\", \"part-exchange plate in the deductions table\", "
        + "\"plate inside the description cell\", \"underscores after the captions, date on the same line\", \"salesperson's place\"], "
        + "\"documentType\": \"sales_agreement\", \"customerName\": \"Priya Venkatesan\", "
        + "\"vehicleRegistration\": \"EY23KRM\", \"otherRegistrations\": [\"AJ14DNF\"], \"dealershipName\": \"Cambridge Road Cars\"");
  }

  static void gapDeclined() throws Exception {
    MakeDocx d = new MakeDocx("Cambria");
    d.para("Kilburn Lane Motors", 16, true);
    d.para("Kilburn Lane, London W10 4AH", 8, false);
    d.para("GAP INSURANCE - OFFERED AND DECLINED", 13, true);
    d.labelled("Customer:", "Mr Tadhg Ó MURCHÚ");
    d.labelled("Address:", "Flat 9, 140 Harrow Road, London W2 6NE");
    d.labelled("Vehicle:", "Volkswagen ID.3 Pro S, registration BD72 OWN");
    d.labelled("Finance:", "Hire purchase with Westway Motor Credit, 48 months");
    d.para("Guaranteed Asset Protection (GAP) insurance was explained to you. If your vehicle is written off or stolen "
        + "and not recovered, your motor insurer will usually pay only its market value at the time, which may be "
        + "less than the amount you owe under your finance agreement or what you paid for the vehicle. GAP insurance "
        + "covers that difference.", 9, false);
    d.table(new String[][] {
      {"Product", "Term", "Premium", "Your decision"},
      {"Return to Invoice GAP", "36 months", "£329.00", "Declined"},
      {"Finance GAP", "48 months", "£249.00", "Declined"},
      {"Vehicle Replacement GAP", "36 months", "£399.00", "Declined"},
    }, true);
    d.para("You have been told that GAP insurance is available from other providers and that you may buy it from us "
        + "later, but not after 30 days from the date of purchase.", 9, false);
    d.pageBreak();
    d.para("Declaration", 12, true);
    d.para("I confirm that GAP insurance was offered to me, that I received the policy summary, and that I have chosen "
        + "not to buy it. I understand that I will not be covered for any shortfall described above.", 10, false);
    d.para("Customer:", 10, true);
    d.para("__________________________________________      Date: ____ / ____ / ______", 10, false);
    d.place("Customer", "customer");
    d.para("Business manager:", 10, true);
    d.para("__________________________________________      (Ewa Kowalczyk)", 10, false);
    d.place("Business manager", "dealer");
    d.save("17-gap-declined.docx",
        "\"kinds\": [\"producer: Apache POI 4.0.1 XWPF (Java)\", \"kind: GAP insurance offered and declined, 2 pages\", "
        + "\"\\\"Mr Tadhg Ó MURCHÚ\\\" with accents and surname in capitals\", \"plate spelling a word\", "
        + "\"declaration and places on the second page\", \"underscores on the line after the captions\", \"business manager's place\"], "
        + "\"documentType\": \"insurance_waiver\", \"customerName\": \"Tadhg Ó Murchú\", "
        + "\"vehicleRegistration\": \"BD72OWN\", \"otherRegistrations\": [], \"dealershipName\": \"Kilburn Lane Motors\"");
  }

  public static void main(String[] args) throws Exception {
    privacyConsent();
    salesInvoice();
    gapDeclined();
  }
}
