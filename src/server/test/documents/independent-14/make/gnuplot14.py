# Writes a gnuplot script that draws a page description with labels, arrows and rectangle objects on an invisible
# plot spanning the page, one plot per page, through gnuplot's pdfcairo terminal.
import json, subprocess, sys

FAM = {'sans': 'Liberation Sans', 'serif': 'Liberation Serif', 'mono': 'Liberation Mono'}
def hexc(c): return '#%02x%02x%02x' % tuple(c)
def q(s): return '"' + s.replace('\\', '\\\\').replace('"', '\\"') + '"'

def script(m, out):
    L = ['set encoding utf8', 'set terminal pdfcairo size 21cm,29.7cm noenhanced fontscale 0.75 linewidth 1 font "Liberation Sans,9"',
         f'set output {q(out)}', 'unset border; unset tics; unset key',
         'set lmargin at screen 0; set rmargin at screen 1; set tmargin at screen 1; set bmargin at screen 0',
         'set xrange [0:595.28]; set yrange [0:841.89]']
    for ops in m['pages']:
        n = 0
        for o in ops:
            n += 1
            if o['op'] == 'text':
                font = FAM[o['family']] + (':Bold' if o['bold'] else '')
                # gnuplot centres a label vertically on its point; the baseline is about half an em below.
                y = o['y'] + 0.49 * o['size']
                L.append(f'set label {n} {q(o["s"])} at {o["x"]:.2f},{y:.2f} left font "{font},{o["size"]}" textcolor rgb "{hexc(o["color"])}" front')
            elif o['op'] == 'line':
                L.append(f'set arrow {n} from {o["x1"]:.2f},{o["y1"]:.2f} to {o["x2"]:.2f},{o["y2"]:.2f} nohead lw {o["lw"]/0.5:.3f} lc rgb "{hexc(o["color"])}" front')
            elif o['op'] == 'rect':
                fs = f'fc rgb "{hexc(o["fill"])}" fs solid 1.0' if o['fill'] is not None else 'fs empty'
                border = f'border lc rgb "{hexc(o["stroke"])}"' if o['stroke'] is not None else 'noborder'
                L.append(f'set object {n} rect from {o["x"]:.2f},{o["y"]:.2f} to {o["x"]+o["w"]:.2f},{o["y"]+o["h"]:.2f} {fs} {border} lw {o["lw"]/0.5:.3f} back')
        L.append('plot -100 notitle')
        L.append('unset label; unset arrow; unset object')
    return '\n'.join(L) + '\nunset output\n'

if __name__ == '__main__':
    m = json.load(open(sys.argv[1]))
    s = script(m, sys.argv[2])
    open(f'/tmp/gen14/{m["name"]}.gp', 'w').write(s)
    subprocess.run(['nice', '-n', '10', 'gnuplot', f'/tmp/gen14/{m["name"]}.gp'], check=True)
