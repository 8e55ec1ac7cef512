// Set 11's iText 2.1.7 documents (com.lowagie, Debian's libitext-java): 13 drawn straight on the content byte
// (PdfContentByte: showTextAligned, lineTo, rectangle), 14 and 15 laid out by iText's Document with Paragraphs and
// a PdfPTable whose signing cells carry their tag colour on their borders. Each place's mark is in its own near-black
// tag colour (blue round(2.55 k)/255) for measure11.py. Usage: java -cp itext.jar:. Draw OUTDIR METADIR
import com.lowagie.text.*;
import com.lowagie.text.pdf.*;
import java.awt.Color;
import java.io.*;
import java.nio.charset.StandardCharsets;

public class Draw {
    static String out, metadir;
    static Color tag(int k) { return new Color(0, 0, (int) Math.round(2.55 * k)); }
    static BaseFont HV, HB;
    static final float H = PageSize.A4.getHeight();

    static void meta(String name, String json) throws IOException {
        try (Writer w = new OutputStreamWriter(new FileOutputStream(metadir + "/" + name + ".meta.json"), StandardCharsets.UTF_8)) {
            w.write(json.replace("FILE", name).replace('\'', '"'));
        }
    }
    static void t(PdfContentByte cb, float x, float y, String s, float size, boolean bold) {
        cb.beginText(); cb.setFontAndSize(bold ? HB : HV, size); cb.showTextAligned(Element.ALIGN_LEFT, s, x, H - y, 0); cb.endText();
    }

    public static void main(String[] a) throws Exception {
        out = a[0]; metadir = a[1];
        HV = BaseFont.createFont(BaseFont.HELVETICA, BaseFont.WINANSI, false);
        HB = BaseFont.createFont(BaseFont.HELVETICA_BOLD, BaseFont.WINANSI, false);
        warranty(); servicePlan(); consent();
    }

    // 13 used-car warranty, drawn on the content byte: captions beside, previous plate of the same car
    static void warranty() throws Exception {
        Document doc = new Document(PageSize.A4);
        PdfWriter w = PdfWriter.getInstance(doc, new FileOutputStream(out + "/13-used-car-warranty.pdf"));
        doc.open();
        PdfContentByte cb = w.getDirectContent();
        cb.setColorFill(new Color(30, 60, 110)); cb.rectangle(0, H - 70, 595.28f, 70); cb.fill(); cb.setColorFill(Color.WHITE);
        t(cb, 40, 40, "Sentinel Drive Warranty", 18, true); t(cb, 40, 56, "Certificate of cover issued through Bramley Hill Autos", 9, false);
        cb.setColorFill(Color.BLACK);
        String[][] rows = {{"Warranty holder", "Mr Callum Fraser-Reid"}, {"Address", "12 Beechgrove Road, Aberdeen AB15 5EH"},
            {"Vehicle", "Mercedes-Benz A180 AMG Line, 2019"}, {"Registration", "SV19 ZLD (previously registered as C11 FRR)"},
            {"VIN", "WDD1770842J155902"}, {"Cover", "Gold, 24 months, claim limit GBP 3,000 per claim"},
            {"Start date", "06/12/2026"}, {"Mileage at start", "38,220"}};
        float y = 100;
        for (String[] r : rows) { t(cb, 40, y, r[0], 9, true); t(cb, 170, y, r[1], 9, false); y += 15; }
        y += 15;
        t(cb, 40, y, "What is covered", 11, true); y += 16;
        String[] body = {"Mechanical and electrical failure of the engine, gearbox, clutch, drive shafts, steering, brakes (excluding pads and",
            "discs), fuel system, cooling system, air conditioning and electrical components, including parts and labour at the",
            "approved repairer's rate. Wear and tear is covered after 60,000 miles.", "",
            "Conditions: the vehicle must be serviced according to the manufacturer's schedule. Claims must be authorised by",
            "Sentinel Drive before repairs begin. Consequential loss, accident damage and neglect are not covered.", "",
            "The holder declares that the information given is correct and that they have read the terms of cover."};
        for (String s : body) { t(cb, 40, y, s, 8.5f, false); y += 12; }
        y += 40;
        t(cb, 40, y, "Warranty holder", 9, true);
        cb.setColorStroke(tag(11)); cb.setLineWidth(0.7f); cb.moveTo(130, H - y - 2); cb.lineTo(330, H - y - 2); cb.stroke();
        t(cb, 350, y, "Date", 9, true);
        cb.setColorStroke(tag(12)); cb.moveTo(380, H - y - 2); cb.lineTo(480, H - y - 2); cb.stroke();
        y += 36;
        t(cb, 40, y, "Issued by", 9, true);
        cb.setColorStroke(tag(13)); cb.moveTo(130, H - y - 2); cb.lineTo(330, H - y - 2); cb.stroke();
        t(cb, 130, y + 12, "Sales adviser, Bramley Hill Autos", 8, false);
        cb.setColorStroke(Color.BLACK);
        doc.close();
        meta("13-used-car-warranty.pdf", "{'file': 'FILE', 'kinds': ['producer: iText 2.1.7 (content byte)', 'kind: used-car warranty',"
            + " 'previous personalised plate of the same car', 'double-barrelled surname with title', 'white title on a coloured band',"
            + " 'rules beside the captions', 'sales adviser\\'s place'], 'documentType': 'warranty', 'customerName': 'Callum Fraser-Reid',"
            + " 'vehicleRegistration': 'SV19ZLD', 'otherRegistrations': ['C11FRR'], 'dealershipName': 'Bramley Hill Autos', 'places': ["
            + "{'tag': 11, 'label': 'Warranty holder', 'signer': 'customer', 'date': 12}, {'tag': 13, 'label': 'Issued by', 'signer': 'dealer', 'date': null}]}");
    }

    static PdfPCell cell(String s, Font f, Color border, float h) {
        PdfPCell c = new PdfPCell(new Phrase(s, f));
        c.setMinimumHeight(h); c.setPadding(4);
        if (border != null) c.setBorderColor(border);
        return c;
    }

    // 14 service plan, laid out by Document: paragraphs, then a signing grid of table cells
    static void servicePlan() throws Exception {
        Document doc = new Document(PageSize.A4, 50, 50, 50, 50);
        PdfWriter.getInstance(doc, new FileOutputStream(out + "/14-service-plan.pdf"));
        doc.open();
        Font h1 = new Font(Font.HELVETICA, 16, Font.BOLD), b = new Font(Font.HELVETICA, 9, Font.BOLD), n = new Font(Font.HELVETICA, 9);
        doc.add(new Paragraph("Kingsmead Service Plan", h1));
        doc.add(new Paragraph("Kingsmead Motors, 40 Dunkeld Road, Perth PH1 5RW", n));
        doc.add(new Paragraph(" "));
        PdfPTable d = new PdfPTable(new float[]{1, 2, 1, 2}); d.setWidthPercentage(100);
        String[] det = {"Plan holder", "Ms E. Thorburn", "Plan number", "KSP-55021", "Vehicle", "Skoda Fabia 1.0 TSI SE Comfort",
            "Registration", "SN71 GRX", "Plan", "3 services over 36 months", "Monthly payment", "GBP 21.50 by direct debit"};
        for (int i = 0; i < det.length; i++) d.addCell(cell(det[i], i % 2 == 0 ? b : n, null, 16));
        doc.add(d);
        doc.add(new Paragraph(" "));
        doc.add(new Paragraph("Dear Eilidh,", n));
        doc.add(new Paragraph("Thank you for joining the Kingsmead Service Plan. Your plan pays for the scheduled services listed below "
            + "at today's prices, carried out at Kingsmead Motors with genuine parts. Items found needing attention at a service, tyres, "
            + "brake pads, wiper blades and MOT fees are not included. You may cancel within 14 days for a full refund; after that, "
            + "payments made for services not yet taken are refunded less an administration fee of GBP 25.", n));
        doc.add(new Paragraph(" "));
        PdfPTable s = new PdfPTable(new float[]{1, 3}); s.setWidthPercentage(100);
        String[] sv = {"Service 1", "Due 12/2027 or 10,000 miles: oil service", "Service 2", "Due 12/2028 or 20,000 miles: full service and brake fluid",
            "Service 3", "Due 12/2029 or 30,000 miles: oil service and pollen filter"};
        for (int i = 0; i < sv.length; i++) s.addCell(cell(sv[i], i % 2 == 0 ? b : n, null, 16));
        doc.add(s);
        doc.add(new Paragraph(" ")); doc.add(new Paragraph(" "));
        PdfPTable g = new PdfPTable(new float[]{1.3f, 2.5f, 1.2f}); g.setWidthPercentage(100);
        g.addCell(cell("", b, null, 18)); g.addCell(cell("Signature", b, null, 18)); g.addCell(cell("Date", b, null, 18));
        g.addCell(cell("Plan holder", n, null, 44)); g.addCell(cell("", n, tag(21), 44)); g.addCell(cell("", n, tag(22), 44));
        g.addCell(cell("Service adviser", n, null, 44)); g.addCell(cell("", n, tag(23), 44)); g.addCell(cell("", n, tag(24), 44));
        doc.add(g);
        doc.close();
        meta("14-service-plan.pdf", "{'file': 'FILE', 'kinds': ['producer: iText 2.1.7 (Document, PdfPTable)', 'kind: service plan',"
            + " 'title and initial in the details, first name in the greeting', 'signing grid of table cells', 'service adviser\\'s place'],"
            + " 'documentType': 'service_contract', 'customerName': 'Eilidh Thorburn', 'vehicleRegistration': 'SN71GRX', 'otherRegistrations': [],"
            + " 'dealershipName': 'Kingsmead Motors', 'places': ["
            + "{'tag': 21, 'label': 'Plan holder', 'signer': 'customer', 'date': 22, 'style': 'box'},"
            + " {'tag': 23, 'label': 'Service adviser', 'signer': 'dealer', 'date': 24, 'style': 'box'}]}");
    }

    // 15 privacy notice and credit-search consent, joint applicants, small print, table of two signing cells
    static void consent() throws Exception {
        Document doc = new Document(PageSize.A4, 45, 45, 45, 45);
        PdfWriter.getInstance(doc, new FileOutputStream(out + "/15-credit-search-consent.pdf"));
        doc.open();
        Font h1 = new Font(Font.TIMES_ROMAN, 15, Font.BOLD), b = new Font(Font.TIMES_ROMAN, 10, Font.BOLD),
             n = new Font(Font.TIMES_ROMAN, 10), sm = new Font(Font.TIMES_ROMAN, 7.5f);
        doc.add(new Paragraph("Your personal information and credit searches", h1));
        doc.add(new Paragraph("Oakhurst Car Sales Ltd (credit broker)  -  Finance proposal reference OCS/P/80214", n));
        doc.add(new Paragraph(" "));
        doc.add(new Paragraph("Applicant 1:  PATEL, Mr Vikram        Applicant 2:  PATEL, Mrs Nisha", b));
        doc.add(new Paragraph("Vehicle proposed:  Kia Sportage 1.6 T-GDi GT-Line, registration LB24 FYE", n));
        doc.add(new Paragraph("Vehicle to be part exchanged:  Toyota Auris, registration LR15 ODK", n));
        doc.add(new Paragraph(" "));
        String[] paras = {"We will pass the information in your proposal to lenders on our panel so that they can decide whether to lend to you. "
            + "They will search your record at one or more credit reference agencies (TransUnion, Experian, Equifax). The search will be "
            + "recorded and may be seen by other lenders. As this is a joint application, a financial association between you will be "
            + "recorded and each of your records may be searched when either of you applies for credit in future.",
            "We and the lenders will use your information to check your identity, to prevent fraud and money laundering, and to manage "
            + "your agreement. We keep it for six years after the agreement ends. You have the right to see the information we hold about "
            + "you and to ask us to correct it. Our full privacy notice is at oakhurstcars.co.uk/privacy."};
        for (String p : paras) { Paragraph pp = new Paragraph(p, n); pp.setSpacingAfter(8); doc.add(pp); }
        doc.add(new Paragraph("Each applicant confirms that they consent to the searches described above.", b));
        doc.add(new Paragraph(" "));
        PdfPTable g = new PdfPTable(new float[]{1, 1}); g.setWidthPercentage(100);
        g.addCell(cell("Applicant 1 signature", b, null, 18)); g.addCell(cell("Applicant 2 signature", b, null, 18));
        g.addCell(cell("", n, tag(31), 50)); g.addCell(cell("", n, tag(32), 50));
        g.addCell(cell("Date:", n, null, 20)); g.addCell(cell("Date:", n, null, 20));
        doc.add(g);
        doc.add(new Paragraph(" "));
        doc.add(new Paragraph("Oakhurst Car Sales Ltd, 3 London Road, Sevenoaks TN13 1AJ, is authorised and regulated by the Financial Conduct "
            + "Authority as a credit broker (FRN 731155). We are not a lender. We may receive commission from the lender.", sm));
        doc.close();
        meta("15-credit-search-consent.pdf", "{'file': 'FILE', 'kinds': ['producer: iText 2.1.7 (Document, PdfPTable, Times)',"
            + " 'kind: privacy notice and credit-search consent', 'joint applicants (\\'Applicant 2\\' is customer2)',"
            + " 'surname first in capitals with titles', 'part-exchange plate', 'signing cells under captions', 'no dealer place'],"
            + " 'documentType': 'other', 'customerName': 'Vikram Patel', 'otherCustomers': ['Nisha Patel'], 'vehicleRegistration': 'LB24FYE',"
            + " 'otherRegistrations': ['LR15ODK'], 'dealershipName': 'Oakhurst Car Sales', 'places': ["
            + "{'tag': 31, 'label': 'Applicant 1 signature', 'signer': 'customer', 'date': null, 'style': 'box'},"
            + " {'tag': 32, 'label': 'Applicant 2 signature', 'signer': 'customer2', 'date': null, 'style': 'box'}]}");
    }
}
