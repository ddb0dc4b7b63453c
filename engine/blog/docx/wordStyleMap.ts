const headings = [1, 2, 3, 4, 5, 6].flatMap((level) => [
  `p[style-name='heading ${level}'] => h${level}:fresh`,
  `p.Heading${level} => h${level}:fresh`,
  // French Word writes the English name; other editors and templates may localise it.
  `p[style-name='Titre ${level}'] => h${level}:fresh`,
  `p.Titre${level} => h${level}:fresh`,
])

/**
 * Word's « Titre » (Title) style: a paragraph marked so that htmlToSections can make it the
 * article's title when the document has no Heading 1 (see `articleHeadings`).
 */
const titles = [
  "p[style-name='Title'] => p.word-title:fresh",
  "p[style-name='Titre'] => p.word-title:fresh",
  'p.Title => p.word-title:fresh',
  'p.Titre => p.word-title:fresh',
]

const lists = [1, 2, 3, 4, 5].flatMap((level) => {
  const parents = 'ul|ol > li > '.repeat(level - 1)
  return [
    `p:unordered-list(${level}) => ${parents}ul > li:fresh`,
    `p:ordered-list(${level}) => ${parents}ol > li:fresh`,
  ]
})

/**
 * How Word paragraph and character styles become HTML, stated in full (mammoth's default map and
 * any map embedded in the document are not used, so an uploaded file cannot choose its own
 * elements). Style names match case-insensitively.
 */
export const wordStyleMap: readonly string[] = [
  ...headings,
  ...titles,
  ...lists,
  "p[style-name='Quote'] => blockquote > p:fresh",
  "p[style-name='Intense Quote'] => blockquote > p:fresh",
  "p[style-name='Citation'] => blockquote > p:fresh",
  "p[style-name='Citation intense'] => blockquote > p:fresh",
  "p[style-name='Block Text'] => blockquote > p:fresh",
  "r[style-name='Strong'] => strong",
  "r[style-name='Emphasis'] => em",
  "r[style-name='Hyperlink'] =>",
  "p[style-name='footnote text'] => p:fresh",
  "r[style-name='footnote reference'] =>",
  "p[style-name='endnote text'] => p:fresh",
  "r[style-name='endnote reference'] =>",
  "p[style-name='annotation text'] => p:fresh",
  "r[style-name='annotation reference'] =>",
  "p[style-name='Footnote'] => p:fresh",
  "r[style-name='Footnote anchor'] =>",
  "p[style-name='Endnote'] => p:fresh",
  "r[style-name='Endnote anchor'] =>",
  // A caption under or over a picture becomes the picture's caption (see htmlToSections).
  "p[style-name='Caption'] => p.caption:fresh",
  "p[style-name='Légende'] => p.caption:fresh",
  "p[style-name='Image Caption'] => p.caption:fresh",
  // Code, as pandoc and Word's HTML styles mark it: left as typed, without French spacing.
  "p[style-name='Source Code'] => pre:separator('\\n')",
  "p[style-name='HTML Preformatted'] => pre:separator('\\n')",
  "p[style-name='Code'] => pre:separator('\\n')",
  "r[style-name='Verbatim Char'] => code",
  "r[style-name='HTML Code'] => code",
  "r[style-name='Code Char'] => code",
  "p[style-name='Normal'] => p:fresh",
  "p[style-name='Body Text'] => p:fresh",
  // Comments are the author's notes to herself, never part of the article.
  'comment-reference =>',
]
