#!/usr/bin/perl
# Wraps a JPEG as one full A4 page with PDF::Create 1.46, no text layer.  usage: wrap_image.pl IN.jpg OUT.pdf
use strict; use warnings; use PDF::Create;
my ($in, $out) = @ARGV;
my $pdf = PDF::Create->new(filename => $out, Title => 'Scan', Author => 'Scanner', Version => '1.4');
my $root = $pdf->new_page(MediaBox => $pdf->get_page_size('A4'));
my $page = $root->new_page;
my $img = $pdf->image($in);
$page->image(image => $img, xpos => 0, ypos => 0, xscale => 595.28 / $img->{width}, yscale => 841.89 / $img->{height});
$pdf->close;
