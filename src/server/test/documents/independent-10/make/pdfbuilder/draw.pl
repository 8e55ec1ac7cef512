#!/usr/bin/perl
# Draws a laid-out document (../layout.py, as JSON) with PDF::Builder: draw.pl <layout.json> <out.pdf> <title>
use strict; use warnings;
use JSON::PP; use PDF::Builder;
my ($in, $out, $title) = @ARGV;
open my $fh, '<:raw', $in or die; local $/; my $laid = JSON::PP->new->utf8->decode(<$fh>); close $fh;
my $pdf = PDF::Builder->new(-compress => 'flate');
$pdf->title($title) if $title; $pdf->producer("PDF::Builder $PDF::Builder::VERSION");
my %names = (helv => ['Helvetica', 'Helvetica-Bold', 'Helvetica-Oblique'],
             times => ['Times-Roman', 'Times-Bold', 'Times-Italic']);
my $n = $names{$laid->{family}};
my %font = (R => $pdf->corefont($n->[0], -encode => 'cp1252'), B => $pdf->corefont($n->[1], -encode => 'cp1252'),
            I => $pdf->corefont($n->[2], -encode => 'cp1252'));
my $H = $laid->{height};
sub rgb { my $c = shift; sprintf('#%02x%02x%02x', map { int($_ * 255 + 0.5) } @$c) }
for my $ops (@{$laid->{pages}}) {
    my $page = $pdf->page; $page->mediabox(0, 0, $laid->{width}, $H);
    my $gfx = $page->gfx; my $txt = $page->text;
    for my $op (@$ops) {
        my ($k, @a) = @$op;
        if ($k eq 't') {
            my ($x, $y, $s, $style, $size, $c) = @a;
            $txt->font($font{$style}, $size); $txt->fillcolor(rgb($c));
            $txt->translate($x, $H - $y); $txt->text($s);
        } elsif ($k eq 'l') {
            my ($x1, $y1, $x2, $y2, $w, $c) = @a;
            $gfx->linewidth($w); $gfx->strokecolor(rgb($c));
            $gfx->move($x1, $H - $y1); $gfx->line($x2, $H - $y2); $gfx->stroke;
        } elsif ($k eq 'r') {
            my ($x, $y, $w, $h, $lw, $c, $fill) = @a;
            $gfx->linewidth($lw); $gfx->strokecolor(rgb($c));
            $gfx->rectangle($x, $H - $y - $h, $x + $w, $H - $y);
            if ($fill) { $gfx->fillcolor(rgb($fill)); $gfx->fillstroke; } else { $gfx->stroke; }
        }
    }
}
$pdf->saveas($out);
