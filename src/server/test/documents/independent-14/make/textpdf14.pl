#!/usr/bin/perl
# Draws a page description with Perl's Text::PDF 0.31 (Debian libtext-pdf-perl): Text::PDF::File, Pages and Page
# objects, core fonts by Text::PDF::SFont, and each page's content added as operators through Page->add.
use strict; use warnings;
use JSON::PP; use Encode;
use Text::PDF::File; use Text::PDF::Page; use Text::PDF::SFont; use Text::PDF::Utils;
my ($in, $out) = @ARGV;
open my $fh, '<:raw', $in or die; local $/; my $m = JSON::PP->new->utf8->decode(<$fh>); close $fh;
my %fontname = ('sans0' => 'Helvetica', 'sans1' => 'Helvetica-Bold', 'serif0' => 'Times-Roman', 'serif1' => 'Times-Bold', 'mono0' => 'Courier', 'mono1' => 'Courier-Bold');
my $pdf = Text::PDF::File->new;
my $root = Text::PDF::Pages->new($pdf);
$root->proc_set('PDF', 'Text');
$root->bbox(0, 0, 595.28, 841.89);
my %res; my $i = 0;
for my $k (sort keys %fontname) {
  my $f = Text::PDF::SFont->new($pdf, $fontname{$k}, "F$i", 1);
  $root->add_font($f, $pdf); $res{$k} = "F$i"; $i++;
}
sub pstr { my $b = encode('cp1252', shift); $b =~ s/([()\\])/\\$1/g; $b =~ s/([^\x20-\x7e])/sprintf('\\%03o', ord $1)/ge; return "($b)"; }
sub c { join ' ', map { sprintf('%.5f', $_ / 255) } @{$_[0]} }
for my $ops (@{$m->{pages}}) {
  my $page = Text::PDF::Page->new($pdf, $root);
  my @c;
  for my $o (@$ops) {
    if ($o->{op} eq 'text') {
      my $f = $res{$o->{family} . ($o->{bold} ? 1 : 0)};
      push @c, sprintf('BT %s rg /%s %s Tf 1 0 0 1 %.2f %.2f Tm %s Tj ET', c($o->{color}), $f, $o->{size}, $o->{x}, $o->{y}, pstr($o->{s}));
    } elsif ($o->{op} eq 'line') {
      push @c, sprintf('%s w %s RG %.2f %.2f m %.2f %.2f l S', $o->{lw}, c($o->{color}), $o->{x1}, $o->{y1}, $o->{x2}, $o->{y2});
    } else {
      my $r = sprintf('%.2f %.2f %.2f %.2f re', $o->{x}, $o->{y}, $o->{w}, $o->{h});
      if (defined $o->{fill} && defined $o->{stroke}) { push @c, sprintf('%s w %s rg %s RG %s B', $o->{lw}, c($o->{fill}), c($o->{stroke}), $r) }
      elsif (defined $o->{fill}) { push @c, sprintf('%s rg %s f', c($o->{fill}), $r) }
      else { push @c, sprintf('%s w %s RG %s S', $o->{lw}, c($o->{stroke}), $r) }
    }
  }
  $page->add(join("\n", @c) . "\n");
  $page->ship_out($pdf);
}
$pdf->{'Info'} = PDFDict();
$pdf->new_obj($pdf->{'Info'});
$pdf->{'Info'}{'Producer'} = PDFStr('Text::PDF 0.31 (gen14 textpdf14.pl)');
$pdf->{'Info'}{'Title'} = PDFStr($m->{head}{title} // $m->{name});
$pdf->out_file($out);
