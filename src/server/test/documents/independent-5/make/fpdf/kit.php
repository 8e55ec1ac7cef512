<?php
// Shared helpers for the FPDF (PHP) documents: A4 in points, text in Windows-1252 as FPDF's core fonts want,
// and each signing place's marks in its own tag colour rgb(0,0,N) so measure.py finds them in the finished file.
require_once '/usr/share/php/fpdf/fpdf.php';

function w($s) { return iconv('UTF-8', 'Windows-1252//TRANSLIT', $s); }

class Doc extends FPDF {
    public $footerText = '';
    function Footer() {
        $this->SetY(-28);
        $this->SetFont('Helvetica', '', 7);
        $this->SetTextColor(90, 90, 90);
        $this->Cell(0, 10, w($this->footerText . '   Page ' . $this->PageNo() . ' of {nb}'), 0, 0, 'C');
        $this->SetTextColor(0, 0, 0);
    }
    function t($x, $y, $s, $size = 9, $style = '') { $this->SetFont('Helvetica', $style, $size); $this->Text($x, $y, w($s)); return $this->GetStringWidth(w($s)); }
    function para($x, $y, $width, $s, $size = 8, $lh = 10) { $this->SetFont('Helvetica', '', $size); $this->SetXY($x, $y); $this->MultiCell($width, $lh, w($s)); return $this->GetY(); }
    // A line to sign on, in the tag colour
    function tagRule($x1, $x2, $y, $tag) { $this->SetDrawColor(0, 0, $tag); $this->SetLineWidth(0.6); $this->Line($x1, $y, $x2, $y); $this->SetDrawColor(0, 0, 0); }
    function tagBox($x, $y, $w, $h, $tag) { $this->SetDrawColor(0, 0, $tag); $this->SetLineWidth(0.8); $this->Rect($x, $y, $w, $h); $this->SetDrawColor(0, 0, 0); }
    // A run of dots or underscores, in the tag colour
    function tagText($x, $y, $s, $tag, $size = 9) { $this->SetTextColor(0, 0, $tag); $this->SetFont('Helvetica', '', $size); $this->Text($x, $y, $s); $this->SetTextColor(0, 0, 0); return $this->GetStringWidth($s); }
}

function spec($out, $name, $spec) { file_put_contents("$out/$name.spec.json", json_encode($spec, JSON_PRETTY_PRINT | JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES)); }
