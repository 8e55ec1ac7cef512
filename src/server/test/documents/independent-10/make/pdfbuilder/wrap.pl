#!/usr/bin/perl
# Wraps a scanned page image (PNG) as a full A4 page with PDF::Builder: wrap.pl <image.png> <out.pdf>
use strict; use warnings; use PDF::Builder;
my ($img, $out) = @ARGV;
my $pdf = PDF::Builder->new(-compress => 'flate');
$pdf->producer("PDF::Builder $PDF::Builder::VERSION"); $pdf->title('Fax');
my $page = $pdf->page; $page->mediabox(0, 0, 595.28, 841.89);
my $im = $pdf->image_png($img);
$page->gfx->image($im, 0, 0, 595.28, 841.89);
$pdf->saveas($out);
