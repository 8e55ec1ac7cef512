#!/usr/bin/perl
# Wraps a JPEG scan (3 components, grey content) over a whole A4 page with PDF::Reuse (no text layer). Usage: wrap16.pl IN.jpg W H OUT.pdf
use strict; use warnings; use PDF::Reuse;
my ($jpg, $w, $h, $out) = @ARGV;
prFile($out); prMbox(0, 0, 595, 842);
my $name = prJpeg($jpg, $w, $h, 0, 'RGB');
prAdd("q 595 0 0 842 0 0 cm /$name Do Q");
prEnd();
