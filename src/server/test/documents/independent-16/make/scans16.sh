#!/bin/bash
# The two scans: pages drawn by PDF::Reuse (/tmp/gen16/src), rendered grey at 200 dpi by pdftoppm, then
# 09: turned -0.7 deg about the centre and shifted 12 px right, 16 px down by vips affine, paper tone, noise, blur, JPEG (vips);
# 10: turned 0.012 rad clockwise about the centre by ffmpeg's rotate filter, shifted 9 px left and 14 px down (pad/crop),
#     temporal-free noise, Gaussian blur, contrast and JPEG by ffmpeg.
# Both wrapped over an A4 page by wrap16.pl (PDF::Reuse). The same moves are applied to the measured boxes by scanbox16.py.
set -euo pipefail
M=$(cd "$(dirname "$0")" && pwd); S=/tmp/gen16/scan; mkdir -p $S
OUT=${1:-$M/../files}
pdftoppm -r 200 -gray -png /tmp/gen16/src/09-scanned-warranty.pdf $S/09
W=$(vipsheader -f width $S/09-1.png); H=$(vipsheader -f height $S/09-1.png)
read A B C D ODX ODY < <(python3 -c "
import math; t=math.radians(-0.7); W,H=$W,$H; cx,cy=W/2,H/2; a,b,c,d=math.cos(t),-math.sin(t),math.sin(t),math.cos(t)
print(a,b,c,d, cx+12-(a*cx+b*cy), cy+16-(c*cx+d*cy))")
vips affine $S/09-1.png $S/09-rot.v "$A $B $C $D" --odx $ODX --ody $ODY --oarea "0 0 $W $H" --background 255 --interpolate bilinear
vips linear $S/09-rot.v $S/09-tone.v 0.9 18
vips gaussnoise $S/09-noise.v $W $H --sigma 8 --mean 0
vips add $S/09-tone.v $S/09-noise.v $S/09-n.v
vips gaussblur $S/09-n.v $S/09-b.v 0.75
vips cast $S/09-b.v $S/09-c.v uchar
vips jpegsave $S/09-c.v $S/09.jpg --Q 68
perl $M/wrap16.pl $S/09.jpg $W $H $OUT/09-scanned-warranty.pdf
echo "09 $W $H -0.7deg +12 +16" > $S/09.moves
pdftoppm -r 200 -gray -png /tmp/gen16/src/10-scanned-privacy-consent.pdf $S/10
W=$(vipsheader -f width $S/10-1.png); H=$(vipsheader -f height $S/10-1.png)
ffmpeg -loglevel error -y -i $S/10-1.png -vf "format=gray,rotate=0.012:c=white:ow=iw:oh=ih:bilinear=1,pad=iw+9:ih+14:0:14:white,crop=iw-9:ih-14:9:0,noise=alls=16,gblur=sigma=0.8,eq=contrast=0.9:brightness=-0.03" -q:v 6 $S/10.jpg
perl $M/wrap16.pl $S/10.jpg $W $H $OUT/10-scanned-privacy-consent.pdf
