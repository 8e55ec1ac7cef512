(* WordprocessingML written by hand in OCaml, zipped by hand (stored entries, CRC-32 computed here,
   local headers, central directory and end record written byte by byte). Makes 09 and 10.
   ocaml wml19.ml OUTDIR *)
let crc_table = Array.init 256 (fun n ->
  let c = ref n in
  for _ = 0 to 7 do c := if !c land 1 = 1 then 0xEDB88320 lxor (!c lsr 1) else !c lsr 1 done; !c)
let crc32 s =
  let c = ref 0xFFFFFFFF in
  String.iter (fun ch -> c := crc_table.((!c lxor Char.code ch) land 0xFF) lxor (!c lsr 8)) s;
  !c lxor 0xFFFFFFFF
let le16 b v = Buffer.add_char b (Char.chr (v land 0xFF)); Buffer.add_char b (Char.chr ((v lsr 8) land 0xFF))
let le32 b v = le16 b (v land 0xFFFF); le16 b ((v lsr 16) land 0xFFFF)
let zip path entries =
  let b = Buffer.create 65536 and cd = Buffer.create 4096 in
  List.iter (fun (name, data) ->
    let off = Buffer.length b and crc = crc32 data and n = String.length data in
    le32 b 0x04034b50; le16 b 20; le16 b 0x0800; le16 b 0; le16 b 0x6000; le16 b 0x5988;
    le32 b crc; le32 b n; le32 b n; le16 b (String.length name); le16 b 0; Buffer.add_string b name; Buffer.add_string b data;
    le32 cd 0x02014b50; le16 cd 20; le16 cd 20; le16 cd 0x0800; le16 cd 0; le16 cd 0x6000; le16 cd 0x5988;
    le32 cd crc; le32 cd n; le32 cd n; le16 cd (String.length name); le16 cd 0; le16 cd 0; le16 cd 0; le16 cd 0; le32 cd 0;
    le32 cd off; Buffer.add_string cd name) entries;
  let cdoff = Buffer.length b in
  Buffer.add_buffer b cd;
  le32 b 0x06054b50; le16 b 0; le16 b 0; le16 b (List.length entries); le16 b (List.length entries);
  le32 b (Buffer.length cd); le32 b cdoff; le16 b 0;
  let oc = open_out_bin path in Buffer.output_buffer oc b; close_out oc

let esc s = let b = Buffer.create (String.length s) in
  String.iter (function '&' -> Buffer.add_string b "&amp;" | '<' -> Buffer.add_string b "&lt;" | '>' -> Buffer.add_string b "&gt;" | c -> Buffer.add_char b c) s;
  Buffer.contents b
let run ?(b=false) ?(sz=20) ?(col="") t =
  Printf.sprintf "<w:r><w:rPr>%s%s<w:sz w:val=\"%d\"/></w:rPr><w:t xml:space=\"preserve\">%s</w:t></w:r>"
    (if b then "<w:b/>" else "") (if col = "" then "" else Printf.sprintf "<w:color w:val=\"%s\"/>" col) sz (esc t)
let para ?(jc="") ?(after=80) ?(shade="") ?(tabs="") ?(border="") runs =
  Printf.sprintf "<w:p><w:pPr>%s%s%s<w:spacing w:after=\"%d\"/>%s</w:pPr>%s</w:p>"
    (if tabs = "" then "" else "<w:tabs>" ^ tabs ^ "</w:tabs>")
    (if border = "" then "" else "<w:pBdr>" ^ border ^ "</w:pBdr>")
    (if shade = "" then "" else Printf.sprintf "<w:shd w:val=\"clear\" w:color=\"auto\" w:fill=\"%s\"/>" shade) after
    (if jc = "" then "" else Printf.sprintf "<w:jc w:val=\"%s\"/>" jc) (String.concat "" runs)
let p ?b ?sz ?jc ?after t = para ?jc ?after [run ?b ?sz t]
let cell ?(w=2000) ?(shade="") ?(h=false) content =
  Printf.sprintf "<w:tc><w:tcPr><w:tcW w:w=\"%d\" w:type=\"dxa\"/>%s<w:vAlign w:val=\"%s\"/></w:tcPr>%s</w:tc>" w
    (if shade = "" then "" else Printf.sprintf "<w:shd w:val=\"clear\" w:color=\"auto\" w:fill=\"%s\"/>" shade)
    (if h then "bottom" else "center") (if content = "" then "<w:p/>" else content)
let row ?(height=0) cells =
  Printf.sprintf "<w:tr>%s%s</w:tr>" (if height = 0 then "" else Printf.sprintf "<w:trPr><w:trHeight w:val=\"%d\" w:hRule=\"atLeast\"/></w:trPr>" height) (String.concat "" cells)
let table widths rows =
  Printf.sprintf "<w:tbl><w:tblPr><w:tblW w:w=\"%d\" w:type=\"dxa\"/><w:tblBorders><w:top w:val=\"single\" w:sz=\"4\"/><w:left w:val=\"single\" w:sz=\"4\"/><w:bottom w:val=\"single\" w:sz=\"4\"/><w:right w:val=\"single\" w:sz=\"4\"/><w:insideH w:val=\"single\" w:sz=\"4\"/><w:insideV w:val=\"single\" w:sz=\"4\"/></w:tblBorders><w:tblCellMar><w:left w:w=\"80\" w:type=\"dxa\"/><w:right w:w=\"80\" w:type=\"dxa\"/></w:tblCellMar></w:tblPr><w:tblGrid>%s</w:tblGrid>%s</w:tbl>"
    (List.fold_left (+) 0 widths) (String.concat "" (List.map (Printf.sprintf "<w:gridCol w:w=\"%d\"/>") widths)) (String.concat "" rows)
let kvtable rows = table [2800; 6800] (List.map (fun (k, v) -> row [cell ~w:2800 ~shade:"EDEDED" (p ~b:true ~sz:18 ~after:0 k); cell ~w:6800 (p ~sz:18 ~after:0 v)]) rows)

let docx path ?(font="Arial") body =
  let ct = "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?><Types xmlns=\"http://schemas.openxmlformats.org/package/2006/content-types\"><Default Extension=\"rels\" ContentType=\"application/vnd.openxmlformats-package.relationships+xml\"/><Default Extension=\"xml\" ContentType=\"application/xml\"/><Override PartName=\"/word/document.xml\" ContentType=\"application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml\"/><Override PartName=\"/word/styles.xml\" ContentType=\"application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml\"/></Types>" in
  let rels = "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?><Relationships xmlns=\"http://schemas.openxmlformats.org/package/2006/relationships\"><Relationship Id=\"rId1\" Type=\"http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument\" Target=\"word/document.xml\"/></Relationships>" in
  let drels = "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?><Relationships xmlns=\"http://schemas.openxmlformats.org/package/2006/relationships\"><Relationship Id=\"rId1\" Type=\"http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles\" Target=\"styles.xml\"/></Relationships>" in
  let styles = Printf.sprintf "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?><w:styles xmlns:w=\"http://schemas.openxmlformats.org/wordprocessingml/2006/main\"><w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii=\"%s\" w:hAnsi=\"%s\" w:cs=\"%s\"/><w:sz w:val=\"20\"/><w:lang w:val=\"en-GB\"/></w:rPr></w:rPrDefault><w:pPrDefault><w:pPr><w:spacing w:after=\"80\" w:line=\"252\" w:lineRule=\"auto\"/></w:pPr></w:pPrDefault></w:docDefaults><w:style w:type=\"paragraph\" w:default=\"1\" w:styleId=\"Normal\"><w:name w:val=\"Normal\"/></w:style></w:styles>" font font font in
  let doc = Printf.sprintf "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?><w:document xmlns:w=\"http://schemas.openxmlformats.org/wordprocessingml/2006/main\"><w:body>%s<w:sectPr><w:pgSz w:w=\"11906\" w:h=\"16838\"/><w:pgMar w:top=\"1000\" w:right=\"1100\" w:bottom=\"1000\" w:left=\"1100\" w:header=\"500\" w:footer=\"500\" w:gutter=\"0\"/></w:sectPr></w:body></w:document>" (String.concat "" body) in
  zip path ["[Content_Types].xml", ct; "_rels/.rels", rels; "word/_rels/document.xml.rels", drels; "word/document.xml", doc; "word/styles.xml", styles]

let outdir = Sys.argv.(1)

(* 09: privacy notice and marketing consent, signing table with caption cells at the left *)
let () = docx (outdir ^ "/09-privacy-marketing-consent.docx") [
  para ~jc:"center" ~after:0 [run ~b:true ~sz:30 "LOCHSIDE MOTORS"];
  p ~jc:"center" ~sz:16 "Longman Road, Inverness IV1 1SU  |  01463 000 218  |  lochsidemotors.co.uk";
  para ~shade:"1F4E3D" ~after:160 [run ~b:true ~sz:24 ~col:"FFFFFF" " Customer Privacy Notice and Contact Preferences"];
  kvtable ["Customer", "Mr Hamish J. McLEOD"; "Address", "Birchwood, 4 Culduthel Road, Inverness IV2 4AB";
           "Mobile / e-mail", "07700 900 718  /  hamish.mcleod@example.net";
           "Vehicle of interest", "Kia Sportage 1.6 T-GDi GT-Line, SV70 HKD (stock 4471)";
           "Customer reference", "LMI-SV70-HKD-0058"];
  p ~after:120 "";
  p ~b:true ~sz:20 "How we use your information";
  p ~sz:18 "Lochside Motors Ltd (the data controller, ICO registration ZA118847) uses your details to deal with your enquiry, to arrange test drives, finance proposals and the sale of a vehicle, to register warranties and to meet our legal duties, including anti-money-laundering checks. We keep sales records for 7 years.";
  p ~sz:18 "We share your details with lenders we introduce you to, with Kia UK for warranty and recall purposes, with DVLA, and with our IT and telephony providers. You have the right to see, correct and, in some cases, erase or move your data, and to complain to the Information Commissioner's Office.";
  p ~b:true ~sz:20 "Marketing preferences (please tick)";
  table [5200; 1100; 1100; 1100; 1100] [
    row (List.map (fun (t, w) -> cell ~w ~shade:"EDEDED" (p ~b:true ~sz:18 ~after:0 t)) ["", 5200; "Post", 1100; "E-mail", 1100; "SMS", 1100; "Phone", 1100]);
    row [cell ~w:5200 (p ~sz:18 ~after:0 "Offers and events from Lochside Motors"); cell ~w:1100 (p ~sz:18 ~after:0 "[X]"); cell ~w:1100 (p ~sz:18 ~after:0 "[X]"); cell ~w:1100 (p ~sz:18 ~after:0 "[ ]"); cell ~w:1100 (p ~sz:18 ~after:0 "[ ]")];
    row [cell ~w:5200 (p ~sz:18 ~after:0 "Service and MOT reminders"); cell ~w:1100 (p ~sz:18 ~after:0 "[X]"); cell ~w:1100 (p ~sz:18 ~after:0 "[X]"); cell ~w:1100 (p ~sz:18 ~after:0 "[X]"); cell ~w:1100 (p ~sz:18 ~after:0 "[ ]")];
    row [cell ~w:5200 (p ~sz:18 ~after:0 "Kia UK product news"); cell ~w:1100 (p ~sz:18 ~after:0 "[ ]"); cell ~w:1100 (p ~sz:18 ~after:0 "[ ]"); cell ~w:1100 (p ~sz:18 ~after:0 "[ ]"); cell ~w:1100 (p ~sz:18 ~after:0 "[ ]")]];
  p ~after:120 "";
  p ~sz:18 "You can change these choices at any time by calling us or using the link in any message. Withdrawing consent does not affect the sale of your vehicle.";
  p ~b:true ~sz:20 "Confirmation";
  p ~sz:18 "I have read the privacy notice above and my contact preferences are recorded correctly.";
  table [2600; 4000; 900; 2100] [
    row ~height:700 [cell ~w:2600 ~shade:"EDEDED" (p ~b:true ~sz:18 ~after:0 "Customer signature"); cell ~w:4000 ""; cell ~w:900 ~shade:"EDEDED" (p ~b:true ~sz:18 ~after:0 "Date"); cell ~w:2100 ""];
    row ~height:400 [cell ~w:2600 ~shade:"EDEDED" (p ~b:true ~sz:18 ~after:0 "Print name"); cell ~w:4000 (p ~sz:18 ~after:0 "HAMISH JAMES McLEOD"); cell ~w:900 ""; cell ~w:2100 ""];
    row ~height:700 [cell ~w:2600 ~shade:"EDEDED" (p ~b:true ~sz:18 ~after:0 "Consent recorded by"); cell ~w:4000 ""; cell ~w:900 ~shade:"EDEDED" (p ~b:true ~sz:18 ~after:0 "Date"); cell ~w:2100 ""];
    row ~height:400 [cell ~w:2600 ~shade:"EDEDED" (p ~b:true ~sz:18 ~after:0 "Position"); cell ~w:4000 (p ~sz:18 ~after:0 "Sales Executive (Fiona Grant)"); cell ~w:900 ""; cell ~w:2100 ""]];
  p ~sz:14 "LM-GDPR-02 v3. Lochside Motors Ltd, registered in Scotland SC402281." ]

(* 10: used car warranty registration, underscore tab leaders with the date on the same line *)
let leader pos = Printf.sprintf "<w:tab w:val=\"left\" w:leader=\"underscore\" w:pos=\"%d\"/>" pos
let tab = "<w:r><w:tab/></w:r>"
let () = docx ~font:"Calibri" (outdir ^ "/10-warranty-registration.docx") [
  para ~after:0 [run ~b:true ~sz:32 ~col:"7A1F2B" "Shieldline"; run ~sz:32 ~col:"7A1F2B" " Warranty"];
  p ~sz:18 "Used Vehicle Mechanical Breakdown Warranty - Registration Form";
  p ~sz:16 "Administered by Shieldline Warranty Services Ltd, 2 Mercia Court, Tamworth B79 7SR. Claims line 0330 000 4190.";
  p ~after:160 "";
  kvtable ["Warranty number", "SLW/24/RE19 TDY/3318"; "Plan", "Shieldline Gold, 12 months, claim limit £2,000 per claim";
           "Customer", "Mrs Joanna FLETCHER-DAVIES"; "Address", "The Old Forge, Church Lane, Alrewas DE13 7AZ";
           "Vehicle", "Audi A3 Sportback 35 TFSI S line, registration RE19 TDY"; "Mileage at sale", "41,902";
           "Selling dealer", "Trent Valley Audi Approved (dealer no. TV-0217)"; "Date of sale", "29/11/2024"];
  p ~after:120 "";
  p ~b:true ~sz:20 "Conditions";
  p ~sz:18 "1. Cover starts on the date of sale and applies only to the vehicle named above. The vehicle must be serviced according to the manufacturer's schedule; keep every invoice.";
  p ~sz:18 "2. Claims must be authorised by us before any repair work begins. Diagnosis costs are covered only where the claim is accepted.";
  p ~sz:18 "3. Not covered: wear and tear items, consequential loss, faults that existed before the sale, and damage from accident, neglect or modification.";
  p ~sz:18 "4. This warranty is in addition to your statutory rights under the Consumer Rights Act 2015, which it does not affect.";
  p ~after:160 "";
  p ~b:true ~sz:20 "Customer declaration";
  p ~sz:18 "I have received the warranty booklet and understand the conditions. The details above are correct.";
  p ~after:200 "";
  para ~tabs:(leader 6200 ^ "<w:tab w:val=\"left\" w:pos=\"6500\"/>" ^ leader 9600) [run ~sz:20 "Customer's signature "; tab; run ~sz:20 " Date "; tab];
  p ~sz:16 ~after:240 "Joanna Fletcher-Davies";
  para ~tabs:(leader 6200 ^ "<w:tab w:val=\"left\" w:pos=\"6500\"/>" ^ leader 9600) [run ~sz:20 "Signed for the selling dealer "; tab; run ~sz:20 " Date "; tab];
  p ~sz:16 ~after:240 "Name and position: Marcus Hill, Aftersales Manager, Trent Valley Audi Approved";
  para ~shade:"F2F2F2" [run ~sz:16 "For Shieldline use: received ____/____/______   entered by ______   batch TV-2411"] ]
