import { describe, expect, it } from 'vitest'
import { scanWordXml } from './scanWordXml.ts'

const styles = `<w:styles><w:style w:type="paragraph" w:styleId="Titre1"><w:name w:val="heading 1"/></w:style></w:styles>`
const heading = (text: string) =>
  `<w:p><w:pPr><w:pStyle w:val="Titre1"/></w:pPr><w:r><w:t>${text}</w:t></w:r></w:p>`
const paragraph = (inner: string) => `<w:p>${inner}</w:p>`
const run = (text: string) => `<w:r><w:t xml:space="preserve">${text}</w:t></w:r>`
const body = (...parts: string[]) => `<w:document><w:body>${parts.join('')}</w:body></w:document>`

function scan(document: string, comments?: string) {
  return scanWordXml({ document, styles, ...(comments ? { comments } : {}) }).warnings
}

describe('scanWordXml', () => {
  it('names a field with no cached text, but not one with its text or an index entry', () => {
    const warnings = scan(
      body(
        heading('Les horaires'),
        paragraph(
          run('Page ') +
            '<w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText> PAGE </w:instrText></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r>',
        ),
        paragraph(
          '<w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText> DATE </w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r>' +
            run('23 novembre') +
            '<w:r><w:fldChar w:fldCharType="end"/></w:r>',
        ),
        paragraph('<w:fldSimple w:instr=" XE &quot;santé&quot; "/>'),
        paragraph('<w:fldSimple w:instr=" NUMPAGES "/>'),
      ),
    )
    expect(warnings.map((warning) => [warning.kind, warning.message])).toEqual([
      [
        'field',
        'Dans l’article « Les horaires », près de « Page » : le champ Word PAGE n’a pas de texte calculé ; il a été ignoré. Dans Word, mettez les champs à jour (Ctrl+A puis F9) avant d’enregistrer.',
      ],
      [
        'field',
        expect.stringMatching(
          /^Dans l’article « Les horaires », près de « Page 23 novembre » : le champ Word NUMPAGES/,
        ),
      ],
    ])
  })

  it('names a drawn text box mammoth cannot read, with its text, and a heading inside it', () => {
    const textBox = (text: string) =>
      `<w:txbxContent>${heading(text)}${paragraph(run('Texte de la zone.'))}</w:txbxContent>`
    const warnings = scan(
      body(
        heading('Article'),
        paragraph(
          run('Avant la zone.') +
            `<w:r><w:drawing><wp:anchor><a:graphic><wps:wsp><wps:txbx>${textBox('Titre caché')}</wps:txbx></wps:wsp></a:graphic></wp:anchor></w:drawing></w:r>`,
        ),
        // A text box with a VML fallback is read by mammoth, after its paragraph: it is kept.
        paragraph(
          run('Près de la seconde.') +
            `<w:r><mc:AlternateContent><mc:Choice Requires="wps"><w:drawing>${textBox('A')}</w:drawing></mc:Choice><mc:Fallback><w:pict><v:shape><v:textbox>${textBox('A')}</v:textbox></v:shape></w:pict></mc:Fallback></mc:AlternateContent></w:r>`,
        ),
      ),
    )
    expect(warnings.map((warning) => [warning.kind, warning.droppedText])).toEqual([
      ['text-box', 'Titre caché Texte de la zone.'],
      ['text-box-moved', undefined],
    ])
    expect(warnings[0]?.message).toMatch(
      /^Dans l’article « Article », près de « Avant la zone\. » : une zone de texte \(« Titre caché Texte de la zone\. »\) a été ignorée.* Le titre 1 « Titre caché » qu’elle contient ne peut donc pas commencer un article\.$/,
    )
    expect(warnings[1]?.message).toBe(
      'Dans l’article « Article », près de « Avant la zone. Près de la seconde. » : le texte d’une zone de texte (« A Texte de la zone. ») a été gardé, mais placé après son paragraphe, car le blogue n’a pas de zones de texte. Vérifiez qu’il se lit bien à cet endroit, ou placez-le dans le corps du document.',
    )
  })

  it('names equations, comments, tracked changes per article, shapes and embedded objects', () => {
    const warnings = scan(
      body(
        heading('Premier'),
        paragraph(run('Soit ') + '<m:oMath><m:r><m:t>x+1</m:t></m:r></m:oMath>'),
        paragraph(run('Un avis') + '<w:r><w:commentReference w:id="4"/></w:r>'),
        paragraph(
          '<w:ins w:id="1">' +
            run('ajout') +
            '</w:ins><w:del w:id="2"><w:r><w:delText>retrait</w:delText></w:r></w:del>',
        ),
        paragraph('<w:del w:id="3"><w:r><w:delText>encore</w:delText></w:r></w:del>'),
        heading('Second'),
        paragraph(
          run('Un dessin') +
            '<w:r><w:drawing><wp:inline><a:graphic><wps:wsp/></a:graphic></wp:inline></w:drawing></w:r>',
        ),
        paragraph(
          run('Un tableur') +
            '<w:r><w:object><v:shape><v:imagedata r:id="rId9"/></v:shape><o:OLEObject ProgID="Excel.Sheet.12"/></w:object></w:r>',
        ),
      ),
      '<w:comments><w:comment w:id="4"><w:p><w:r><w:t>À revoir</w:t></w:r></w:p></w:comment></w:comments>',
    )
    expect(warnings.map((warning) => warning.kind)).toEqual([
      'equation',
      'comment',
      'tracked-changes',
      'shape',
      'embedded-object',
    ])
    expect(warnings[0]?.message).toMatch(
      /^Dans l’article « Premier », près de « Soit » : une équation \(« x\+1 »\)/,
    )
    expect(warnings[1]?.message).toMatch(/le commentaire « À revoir » a été ignoré/)
    expect(warnings[2]?.message).toMatch(
      /^Dans l’article « Premier », près de « Soit Un avis » : .*\(1 ajout, 2 suppressions\).*le texte supprimé \(« retraitencore »\) est écarté\.$/,
    )
    expect(warnings[3]?.message).toMatch(
      /^Dans l’article « Second », près de « Un dessin » : une forme ou un dessin a été ignoré/,
    )
    expect(warnings[4]?.message).toMatch(/un objet incorporé \(Excel\.Sheet\.12\) a été ignoré/)
  })

  // The old tag pattern read to the end of the text from every `<` of an unclosed run, and tried
  // every split of a long name: 32,000 characters took it 1.6 to 3.5 s (npm run bench:regex).
  it.each([
    ['unclosed tags', '<w:t'.repeat(16_000)],
    ['a tag name without its end', `<w:${'a'.repeat(64_000)}`],
  ])('reads 64,000 characters of %s in linear time', (_name, body) => {
    const started = performance.now()
    scanWordXml({ document: `<w:document><w:body>${body}` })
    expect(performance.now() - started).toBeLessThan(500)
  })
})
