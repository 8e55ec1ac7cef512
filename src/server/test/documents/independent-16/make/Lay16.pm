# Drawing helpers over PDF::Reuse for the sixteenth set: text at a baseline, rules, boxes, dotted and
# underscored blanks, and each place's marks in its own near-black tag colour (0, 0, 4k/255), noted
# with its label and whose it is in /tmp/gen16/meta/NAME.json for measure16.py.
package Lay16;
use strict; use warnings;
use PDF::Reuse;
use Encode qw(encode);
use Exporter 'import';
our @EXPORT = qw(start page T TB TC TR rule hrule box fill dots unders tagrule tagbox tagdots tagunders place finish wid);
my ($name, $pageNo, @places, %head, $tagN);
sub start { my ($file, $nm, %h) = @_; $name = $nm; %head = %h; $pageNo = 1; @places = (); $tagN = 0;
  prFile($file); prMbox(0, 0, 595, 842); }
sub page { prPage(); $pageNo++; }
sub lat { encode('cp1252', $_[0]) }
sub T { my ($x, $y, $s, $f, $sz, $al) = @_; prFont($f // 'H'); prFontSize($sz // 9); prText($x, $y, lat($s), $al // 'left'); }
sub TB { T($_[0], $_[1], $_[2], 'HB', $_[3] // 9, $_[4]) }
sub TC { T($_[0], $_[1], $_[2], $_[3] // 'H', $_[4] // 9, 'center') }
sub TR { T($_[0], $_[1], $_[2], $_[3] // 'H', $_[4] // 9, 'right') }
sub wid { my ($s, $f, $sz) = @_; return prStrWidth(lat($s), $f // 'H', $sz // 9); }
sub rule { my ($x1, $y, $x2, $w) = @_; $w //= 0.6; prAdd(sprintf("q %.2f w 0 G %.2f %.2f m %.2f %.2f l S Q", $w, $x1, $y, $x2, $y)); }
sub hrule { rule(@_) }
sub box { my ($x, $y, $w, $h, $lw) = @_; $lw //= 0.6; prAdd(sprintf("q %.2f w 0 G %.2f %.2f %.2f %.2f re S Q", $lw, $x, $y, $w, $h)); }
sub fill { my ($x, $y, $w, $h, $g) = @_; prAdd(sprintf("q %.3f g %.2f %.2f %.2f %.2f re f Q", $g, $x, $y, $w, $h)); }
sub tagcol { my $k = shift; return sprintf("0 0 %.6f", 4 * $k / 255); }
sub newtag { return ++$tagN; }
sub tagrule { my ($k, $x1, $y, $x2, $w) = @_; $w //= 0.6; my $c = tagcol($k);
  prAdd(sprintf("q %.2f w $c RG %.2f %.2f m %.2f %.2f l S Q", $w, $x1, $y, $x2, $y)); }
sub tagbox { my ($k, $x, $y, $w, $h, $lw) = @_; $lw //= 0.6; my $c = tagcol($k);
  prAdd(sprintf("q %.2f w $c RG %.2f %.2f %.2f %.2f re S Q", $lw, $x, $y, $w, $h)); }
sub tagtext { my ($k, $x, $y, $s, $f, $sz) = @_; my $c = tagcol($k); prAdd("q $c rg"); T($x, $y, $s, $f, $sz); prAdd("Q"); }
sub dots { my ($x, $y, $n, $f, $sz) = @_; T($x, $y, '.' x $n, $f, $sz); }
sub unders { my ($x, $y, $n, $f, $sz) = @_; T($x, $y, '_' x $n, $f, $sz); }
sub tagdots { my ($k, $x, $y, $n, $f, $sz) = @_; tagtext($k, $x, $y, '.' x $n, $f, $sz); }
sub tagunders { my ($k, $x, $y, $n, $f, $sz) = @_; tagtext($k, $x, $y, '_' x $n, $f, $sz); }
# place(label, signer, tag, dateTag): signer customer|customer2|dealer|guarantor|none
sub place { my ($label, $signer, $tag, $dtag) = @_;
  push @places, { label => $label, signer => $signer, page => $pageNo, tag => $tag, dateTag => $dtag }; }
sub js { my $v = shift; return 'null' unless defined $v; return $v if $v =~ /^\d+$/; $v =~ s/(["\\])/\\$1/g; return "\"$v\""; }
sub finish { prEnd();
  open(my $fh, '>:utf8', "/tmp/gen16/meta/$name.json") or die;
  my @p = map { my $h = $_; '{' . join(',', map { "\"$_\":" . js($h->{$_}) } sort keys %$h) . '}' } @places;
  print $fh '{"pages":' . $pageNo . ',"places":[' . join(',', @p) . ']}';
  close $fh; }
1;
