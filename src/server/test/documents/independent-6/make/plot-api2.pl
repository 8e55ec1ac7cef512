#!/usr/bin/perl
# Carries out a drawing program (ops.txt, one operation a line) with Perl's PDF::API2: TrueType fonts, one content stream a page.
use strict; use warnings; use utf8;
use PDF::API2;
open(my $in, '<:encoding(UTF-8)', $ARGV[0]) or die;
my $pdf = PDF::API2->new();
my ($reg, $bold, $page, $gfx, $txt);
while (my $line = <$in>) {
  chomp $line;
  my @f = split /\t/, $line, -1;
  if ($f[0] eq 'F') { $reg = $pdf->ttfont($f[1]); $bold = $pdf->ttfont($f[2]); }
  elsif ($f[0] eq 'T') { $pdf->title($f[1]); $pdf->producer('PDF::API2'); $pdf->creator($f[2] // 'Showroom Desk'); }
  elsif ($f[0] eq 'P') { $page = $pdf->page(); $page->size('A4'); $gfx = $page->graphics(); $txt = $page->text(); }
  elsif ($f[0] eq 't') {
    $txt->font($f[4] eq '1' ? $bold : $reg, $f[3]);
    $txt->fill_color(sprintf('#%02x%02x%02x', map { int($_ * 255 + 0.5) } @f[5..7]));
    $txt->translate($f[1], $f[2]);
    $txt->text($f[8]);
  }
  elsif ($f[0] eq 'l' or $f[0] eq 'r') {
    $gfx->line_width($f[5]);
    $gfx->stroke_color(sprintf('#%02x%02x%02x', map { int($_ * 255 + 0.5) } @f[6..8]));
    if ($f[0] eq 'l') { $gfx->move($f[1], $f[2]); $gfx->line($f[3], $f[4]); }
    else { $gfx->rectangle($f[1], $f[2], $f[1] + $f[3], $f[2] + $f[4]); }
    $gfx->stroke();
  }
}
$pdf->save($ARGV[1]);
