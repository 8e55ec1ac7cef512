// Draws a laid-out document (../layout.py, as JSON) with jung-kurt's gofpdf: main <layout.json> <out.pdf> <title>
package main

import (
	"encoding/json"
	"os"

	"github.com/jung-kurt/gofpdf"
)

type Laid struct {
	Width, Height float64
	Family        string
	Pages         [][][]interface{}
}

func f(v interface{}) float64 { return v.(float64) }
func rgb(v interface{}) (int, int, int) {
	c := v.([]interface{})
	r := func(x interface{}) int { return int(f(x)*255 + 0.5) }
	return r(c[0]), r(c[1]), r(c[2])
}

func main() {
	raw, err := os.ReadFile(os.Args[1])
	if err != nil {
		panic(err)
	}
	var laid Laid
	if err := json.Unmarshal(raw, &laid); err != nil {
		panic(err)
	}
	pdf := gofpdf.NewCustom(&gofpdf.InitType{UnitStr: "pt", Size: gofpdf.SizeType{Wd: laid.Width, Ht: laid.Height}})
	pdf.SetAutoPageBreak(false, 0)
	pdf.SetTitle(os.Args[3], true)
	tr := pdf.UnicodeTranslatorFromDescriptor("")
	family := map[string]string{"helv": "Helvetica", "times": "Times"}[laid.Family]
	styles := map[string]string{"R": "", "B": "B", "I": "I"}
	for _, ops := range laid.Pages {
		pdf.AddPage()
		for _, op := range ops {
			switch op[0].(string) {
			case "t":
				pdf.SetFont(family, styles[op[4].(string)], f(op[5]))
				pdf.SetTextColor(rgb(op[6]))
				pdf.Text(f(op[1]), f(op[2]), tr(op[3].(string)))
			case "l":
				pdf.SetLineWidth(f(op[5]))
				pdf.SetDrawColor(rgb(op[6]))
				pdf.Line(f(op[1]), f(op[2]), f(op[3]), f(op[4]))
			case "r":
				pdf.SetLineWidth(f(op[5]))
				pdf.SetDrawColor(rgb(op[6]))
				style := "D"
				if op[7] != nil {
					pdf.SetFillColor(rgb(op[7]))
					style = "FD"
				}
				pdf.Rect(f(op[1]), f(op[2]), f(op[3]), f(op[4]), style)
			}
		}
	}
	if err := pdf.OutputFileAndClose(os.Args[2]); err != nil {
		panic(err)
	}
}
