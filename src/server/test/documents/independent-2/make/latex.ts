// A description as a LaTeX article for pdflatex (Computer Modern, Debian's texlive-latex-base only): rules and
// frames in the tag greys (spec.ts) so the places can be measured; pounds written as GBP (the base fonts draw £
// from a bitmap font).
import { type Block, type Paper, type Sig, TAG } from './spec.ts';

const tex = (s: string) =>
  s
    .replace(/\\/g, '\\textbackslash{}')
    .replace(/£/g, 'GBP ')
    .replace(/([&%$#_{}])/g, '\\$1')
    .replace(/~/g, '\\textasciitilde{}')
    .replace(/\^/g, '\\textasciicircum{}')
    .replace(/–/g, '--')
    .replace(/’/g, "'");

const grey = (v: number) => (v / 255).toFixed(6);

function sig(s: Sig): string {
  if (s.style === 'rule') {
    const date = s.date
      ? `\\hspace{14pt}${tex(s.date)}\\hspace{6pt}{\\color{dr}\\rule[-2pt]{90pt}{0.6pt}}`
      : '';
    return `\\textbf{${tex(s.label)}}\\hspace{6pt}{\\color{sr}\\rule[-2pt]{180pt}{0.6pt}}${date}`;
  }
  if (s.style === 'under')
    return `\\begin{tabular}[b]{@{}l@{}}{\\color{sr}\\rule{170pt}{0.6pt}}\\\\ ${tex(s.label)}\\end{tabular}`;
  const frame = (w: number, h: number, c: string) =>
    `{\\color{${c}}\\setlength{\\fboxsep}{0pt}\\fbox{\\rule{0pt}{${h}pt}\\hspace{${w}pt}}}`;
  const date = s.date
    ? `\\hspace{16pt}\\begin{tabular}[t]{@{}l@{}}\\textbf{${tex(s.date)}}\\\\[2pt] ${frame(90, 20, 'db')}\\end{tabular}`
    : '';
  return `\\begin{tabular}[t]{@{}l@{}}\\textbf{${tex(s.label)}}\\\\[2pt] ${frame(210, 40, 'sb')}\\end{tabular}${date}`;
}

function block(b: Block): string {
  switch (b.t) {
    case 'head':
      return `\\noindent{\\Large\\textbf{${tex(b.dealer)}}}\\\\\n${b.lines.map(tex).join('\\\\\n')}\\\\[-6pt]\n\\rule{\\textwidth}{1pt}\\par\\medskip`;
    case 'title':
      return `\\noindent{\\LARGE\\textbf{${tex(b.text)}}}${b.sub ? `\\\\[2pt]\n\\textit{${tex(b.sub)}}` : ''}\\par\\medskip`;
    case 'h':
      return `\\subsection*{${tex(b.text)}}`;
    case 'kv':
      return `\\noindent\\begin{tabular}{@{}p{150pt}p{300pt}@{}}\n${b.rows
        .map(([k, v]) => `${tex(k)} & \\textbf{${tex(v)}}\\\\`)
        .join('\n')}\n\\end{tabular}\\par`;
    case 'table': {
      const cols = b.head.map((_, i) => (i === 0 ? 'p{150pt}' : 'l')).join('|');
      return `\\noindent\\begin{tabular}{|${cols}|}\\hline\n${b.head.map((h) => `\\textbf{${tex(h)}}`).join(' & ')}\\\\\\hline\n${b.rows
        .map((r) => `${r.map(tex).join(' & ')}\\\\\\hline`)
        .join('\n')}\n\\end{tabular}\\par\\smallskip`;
    }
    case 'p':
      return `${b.small ? '{\\small ' : '{'}\\noindent ${tex(b.text)}\\par}\\smallskip`;
    case 'sig':
      return `\\vspace{22pt}\\noindent ${b.items.map(sig).join('\\hfill ')}\\par`;
    case 'page':
      return '\\newpage';
  }
}

export function toLatex(paper: Paper): string {
  return `\\documentclass[10pt,a4paper]{article}
\\usepackage[utf8]{inputenc}
\\usepackage{color}
\\definecolor{sr}{gray}{${grey(TAG.signRule)}}\\definecolor{dr}{gray}{${grey(TAG.dateRule)}}
\\definecolor{sb}{gray}{${grey(TAG.signBox)}}\\definecolor{db}{gray}{${grey(TAG.dateBox)}}
\\setlength{\\textwidth}{480pt}\\setlength{\\oddsidemargin}{-12pt}\\setlength{\\textheight}{690pt}
\\setlength{\\topmargin}{-40pt}\\setlength{\\parindent}{0pt}\\setlength{\\parskip}{3pt}
\\pagestyle{plain}
\\begin{document}
${paper.blocks.map(block).join('\n')}
\\end{document}
`;
}
