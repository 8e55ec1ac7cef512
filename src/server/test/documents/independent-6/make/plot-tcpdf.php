<?php
// Carries out a drawing program (ops.txt, one operation a line) with TCPDF: its own DejaVu font files, top-left origin.
require_once('/usr/share/php/tcpdf/tcpdf.php');
$lines = file($argv[1], FILE_IGNORE_NEW_LINES);
$pdf = new TCPDF('P', 'pt', 'A4', true, 'UTF-8', false);
$pdf->setPrintHeader(false); $pdf->setPrintFooter(false);
$pdf->SetAutoPageBreak(false); $pdf->SetMargins(0, 0, 0); $pdf->setCellPaddings(0, 0, 0, 0);
$H = 841.89;
$family = 'dejavusans';
foreach ($lines as $line) {
  $f = explode("\t", $line);
  switch ($f[0]) {
    case 'F': $family = (strpos($f[1], 'Serif') !== false) ? 'dejavuserif' : 'dejavusans'; break;
    case 'T': $pdf->SetTitle($f[1]); $pdf->SetCreator($f[2] ?? 'Aftersales Suite'); break;
    case 'P': $pdf->AddPage(); break;
    case 't':
      $pdf->SetFont($family, $f[4] === '1' ? 'B' : '', (float)$f[3]);
      $pdf->SetTextColor(round($f[5] * 255), round($f[6] * 255), round($f[7] * 255));
      $pdf->Text((float)$f[1], $H - (float)$f[2], $f[8], false, false, true, 0, 0, '', false, '', 0, false, 'L', 'M');
      break;
    case 'l':
      $pdf->Line((float)$f[1], $H - (float)$f[2], (float)$f[3], $H - (float)$f[4],
        array('width' => (float)$f[5], 'color' => array(round($f[6] * 255), round($f[7] * 255), round($f[8] * 255))));
      break;
    case 'r':
      $pdf->Rect((float)$f[1], $H - (float)$f[2] - (float)$f[4], (float)$f[3], (float)$f[4], 'D',
        array('all' => array('width' => (float)$f[5], 'color' => array(round($f[6] * 255), round($f[7] * 255), round($f[8] * 255)))));
      break;
  }
}
$pdf->SetTextColor(0, 0, 0);
$pdf->Output($argv[2], 'F');
