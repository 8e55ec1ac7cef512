// Word documents of the fourteenth set: WordprocessingML written by hand in Go and zipped with Go's archive/zip
// (content types first, deflated). The values sit in content controls (w:sdt, plain text with a tag), as template
// systems fill them; a running header part; signing places as a table with ruled cells or tab-stopped underscores.
// Run: go run main.go OUTDIR
package main

import (
	"archive/zip"
	"fmt"
	"os"
	"strings"
)

func esc(s string) string {
	return strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", "\"", "&quot;").Replace(s)
}

func run(t string, bold bool, size int) string {
	b := ""
	if bold {
		b = "<w:b/>"
	}
	return fmt.Sprintf(`<w:r><w:rPr><w:rFonts w:ascii="Arial" w:hAnsi="Arial" w:cs="Arial"/>%s<w:sz w:val="%d"/></w:rPr><w:t xml:space="preserve">%s</w:t></w:r>`, b, size*2, esc(t))
}

func para(t string, bold bool, size int) string {
	return `<w:p><w:pPr><w:spacing w:after="100"/></w:pPr>` + run(t, bold, size) + `</w:p>`
}

var sdtID = 100

// A value in a plain-text content control, tagged by the field it fills.
func field(tag, v string) string {
	sdtID++
	return fmt.Sprintf(`<w:sdt><w:sdtPr><w:alias w:val="%s"/><w:tag w:val="%s"/><w:id w:val="%d"/><w:text/></w:sdtPr><w:sdtContent>%s</w:sdtContent></w:sdt>`, esc(tag), esc(tag), sdtID, run(v, false, 9))
}

func cell(w int, content string, shade bool) string {
	s := ""
	if shade {
		s = `<w:shd w:val="clear" w:color="auto" w:fill="E6E6E6"/>`
	}
	return fmt.Sprintf(`<w:tc><w:tcPr><w:tcW w:w="%d" w:type="dxa"/>%s</w:tcPr><w:p>%s</w:p></w:tc>`, w, s, content)
}

const borders = `<w:tblBorders><w:top w:val="single" w:sz="4" w:color="808080"/><w:left w:val="single" w:sz="4" w:color="808080"/><w:bottom w:val="single" w:sz="4" w:color="808080"/><w:right w:val="single" w:sz="4" w:color="808080"/><w:insideH w:val="single" w:sz="4" w:color="808080"/><w:insideV w:val="single" w:sz="4" w:color="808080"/></w:tblBorders>`

func details(rows [][2]string) string {
	s := `<w:tbl><w:tblPr><w:tblW w:w="9000" w:type="dxa"/>` + borders + `</w:tblPr><w:tblGrid><w:gridCol w:w="3000"/><w:gridCol w:w="6000"/></w:tblGrid>`
	for _, r := range rows {
		s += `<w:tr>` + cell(3000, run(r[0], true, 9), true) + cell(6000, field(strings.ToLower(strings.ReplaceAll(r[0], " ", "_")), r[1]), false) + `</w:tr>`
	}
	return s + `</w:tbl>` + para("", false, 6)
}

// A signing table: one row per place, caption cell, a tall empty signature cell and a date cell, all bordered.
func signing(caps []string) string {
	s := `<w:tbl><w:tblPr><w:tblW w:w="9000" w:type="dxa"/>` + borders + `</w:tblPr><w:tblGrid><w:gridCol w:w="2600"/><w:gridCol w:w="4400"/><w:gridCol w:w="2000"/></w:tblGrid>`
	s += `<w:tr>` + cell(2600, run("", true, 8), true) + cell(4400, run("Signature", true, 8), true) + cell(2000, run("Date", true, 8), true) + `</w:tr>`
	for _, c := range caps {
		s += `<w:tr><w:trPr><w:trHeight w:val="700" w:hRule="atLeast"/></w:trPr>` + cell(2600, run(c, true, 9), false) + cell(4400, "", false) + cell(2000, "", false) + `</w:tr>`
	}
	return s + `</w:tbl>`
}

// A caption, a tab to an underscore leader and "Date" with another leader, on one line.
func underscores(caption string) string {
	return `<w:p><w:pPr><w:tabs><w:tab w:val="left" w:leader="underscore" w:pos="6200"/><w:tab w:val="left" w:pos="6500"/><w:tab w:val="left" w:leader="underscore" w:pos="9000"/></w:tabs><w:spacing w:before="600"/></w:pPr>` +
		run(caption, true, 10) + `<w:r><w:tab/></w:r><w:r><w:tab/></w:r>` + run("Date", false, 10) + `<w:r><w:tab/></w:r></w:p>`
}

func pageBreak() string { return `<w:p><w:r><w:br w:type="page"/></w:r></w:p>` }

func write(path, header, body string) {
	f, err := os.Create(path)
	if err != nil {
		panic(err)
	}
	z := zip.NewWriter(f)
	put := func(name, s string) {
		w, err := z.Create(name)
		if err != nil {
			panic(err)
		}
		w.Write([]byte(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>` + "\n" + s))
	}
	ns := `xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"`
	put("[Content_Types].xml", `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/header1.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.header+xml"/><Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/></Types>`)
	put("_rels/.rels", `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/></Relationships>`)
	put("docProps/core.xml", `<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><dc:creator>gen14 gowml</dc:creator><dcterms:created xsi:type="dcterms:W3CDTF">2025-03-06T09:00:00Z</dcterms:created></cp:coreProperties>`)
	put("word/_rels/document.xml.rels", `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rIdH" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/header" Target="header1.xml"/></Relationships>`)
	put("word/header1.xml", `<w:hdr `+ns+`><w:p><w:pPr><w:jc w:val="right"/></w:pPr>`+run(header, false, 8)+`</w:p></w:hdr>`)
	put("word/document.xml", `<w:document `+ns+`><w:body>`+body+`<w:sectPr><w:headerReference w:type="default" r:id="rIdH"/><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1300" w:right="1300" w:bottom="1300" w:left="1300" w:header="600" w:footer="600" w:gutter="0"/></w:sectPr></w:body></w:document>`)
	z.Close()
	f.Close()
}

func main() {
	out := os.Args[1]
	// 13: used car sales invoice
	b := para("SALES INVOICE", true, 16) + para("Invoice 2025/0311    Date of supply 06/03/2025    Salesperson: Ravi Mistry", false, 9) +
		details([][2]string{{"Purchaser", "Mrs Shabnam RAHIMI"}, {"Address", "12 Melton Road, Thurmaston, Leicester LE4 8BB"}, {"Vehicle", "Toyota Yaris 1.5 Hybrid Design CVT"},
			{"Registration", "FE21 UJW"}, {"VIN", "VNKKBYD390A512276"}, {"Mileage", "21,406"}}) +
		details([][2]string{{"Vehicle price (margin scheme)", "£14,295.00"}, {"Administration fee", "£99.00"}, {"Part exchange: Ford Fiesta FD12 NRO", "−£2,100.00"},
			{"Deposit paid 28/02/2025", "−£250.00"}, {"Balance paid by bank transfer", "£12,044.00"}}) +
		para("Used vehicle sold under the Margin Scheme: VAT is not shown separately. The vehicle carries a 6 month dealer warranty (booklet supplied). The purchaser confirms receipt of the vehicle, two keys, the V5C/2 new keeper slip and the service record.", false, 9) +
		para("", false, 9) + signing([]string{"Purchaser", "For Fosse Way Motors (salesperson)"})
	write(out+"/13-sales-invoice.docx", "Fosse Way Motors Ltd · Fosse Way, Syston, Leicester LE7 1NF · VAT GB 291 5530 61", b)

	// 14: tyre and alloy insurance taken, Northern Ireland plates
	b = para("Tyre & Alloy Wheel Insurance — Certificate and Declaration", true, 14) +
		para("Underwritten by Corrib Specialty Insurance DAC. Administered by WheelSafe Administration Ltd.", false, 8) +
		details([][2]string{{"Policyholder", "Mr Declan MULHOLLAND"}, {"Address", "40 Lisburn Road, Belfast BT9 6AA"}, {"Vehicle", "Kia Niro 1.6 GDi Hybrid 3"},
			{"Registration", "NXZ 2817"}, {"Courtesy car during fitting", "LXZ 9054"}, {"Cover", "Tyres and alloy cosmetic repair, 36 months"},
			{"Premium", "£329.00"}, {"Certificate", "WS-NI-884105"}}) +
		para("I confirm that I have been given the Insurance Product Information Document and that I understand this insurance is optional. I was not required to buy it to obtain finance. I wish to take this cover.", false, 9) +
		underscores("Policyholder") + underscores("Sales executive") +
		para("", false, 8) + para("Claims: 028 9099 4410 (24 hours). You may cancel within 30 days for a full refund.", false, 8)
	write(out+"/14-tyre-alloy-insurance.docx", "Lagan Side Motors · Boucher Road, Belfast BT12 6HR", b)

	// 15: privacy notice and credit-search consent, joint applicants, 2 pages
	b = para("Privacy notice and consent to credit searches", true, 15) +
		details([][2]string{{"Main applicant", "Ms Layla HADDAD"}, {"Joint applicant", "Mr Sami HADDAD"}, {"Address", "8 Moulsham Street, Chelmsford CM2 0HU"},
			{"Vehicle wanted", "Nissan Leaf e+ N-Connecta, BK69 LRW"}, {"Proposal", "MCF-552871"}})
	for _, s := range []string{
		"Who we are. Meridian Car Finance is the data controller for the personal information you give in your application. Chelmer Valley Cars acts as a credit broker and passes your application to us and, if we decline it, may pass it to other lenders on its panel.",
		"Credit searches. We will search your records at one or more credit reference agencies. The agencies will record the search and other lenders will see it. A joint application links your records with your joint applicant's until one of you asks the agency to break the link.",
		"Fraud prevention. We will share your information with fraud prevention agencies. If fraud is detected you could be refused certain services, finance or employment.",
		"Automated decisions. We may decide your application by automated means, using scores from the credit reference agencies. You may ask for a person to review any decision.",
		"Your rights. You may ask for a copy of your information, ask us to correct it, object to its use for direct marketing, or complain to the Information Commissioner's Office.",
		"How long we keep it. We keep your information for six years after the end of any agreement, or for twelve months if no agreement is made."} {
		b += para(s, false, 10)
	}
	b += pageBreak() + para("Consent", true, 12) +
		para("Each of us confirms that we have read this notice and consent to the searches it describes, and that the information in our application is true.", false, 10) +
		para("", false, 10) + signing([]string{"Main applicant", "Joint applicant"})
	write(out+"/15-credit-search-consent.docx", "Meridian Car Finance — introduced by Chelmer Valley Cars", b)
}
