import { CSV_BOM, csvCell, csvFile, csvLine, csvPages } from './csv';

describe('csvCell', () => {
  it('writes nothing for null and undefined, plain text as it is', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell(true)).toBe('true');
  });

  it('quotes a cell holding a separator, a quote or a line break, doubling its quotes', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('two\r\nlines')).toBe('"two\r\nlines"');
  });

  it('defuses a text a spreadsheet would run as a formula', () => {
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvCell('+33 6 12')).toBe("'+33 6 12");
    expect(csvCell('@evil')).toBe("'@evil");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('-')).toBe("'-");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('\rx')).toBe(`"'\rx"`);
    expect(csvCell('=HYPERLINK("x","y")')).toBe(`"'=HYPERLINK(""x"",""y"")"`);
  });

  it('keeps plain numbers, negative ones and decimals too', () => {
    expect(csvCell(-12)).toBe('-12');
    expect(csvCell('-12')).toBe('-12');
    expect(csvCell('-12.50')).toBe('-12.50');
    expect(csvCell('-12,50')).toBe('"-12,50"');
    expect(csvCell(0)).toBe('0');
  });

  it('writes a date in ISO 8601 and a list joined with commas', () => {
    expect(csvCell(new Date('2027-05-15T12:00:00Z'))).toBe('2027-05-15T12:00:00.000Z');
    expect(csvCell(['a', 'b'])).toBe('"a, b"');
    expect(csvCell([])).toBe('');
  });
});

describe('csvLine and csvFile', () => {
  it('joins the cells of a line with commas and ends it with CRLF', () => {
    expect(csvLine([1, 'a,b', null])).toBe('1,"a,b",\r\n');
    expect(csvLine([])).toBe('\r\n');
  });

  it('writes a file as the BOM, then a line per row', () => {
    expect(csvFile([['a', 1], ['b', true]])).toBe(`${CSV_BOM}a,1\r\nb,true\r\n`);
    expect(csvFile([['only']])).toBe('\uFEFFonly\r\n');
  });
});

describe('csvPages', () => {
  const all = async (chunks: AsyncGenerator<string>) => {
    const out: string[] = [];
    for await (const chunk of chunks) out.push(chunk);
    return out;
  };
  /** Pages of `size` rows over the ids 1…n, asked after the last id given. */
  const pagesOf = (n: number, size: number) => {
    const asked: (number | null)[] = [];
    const page = (last: { id: number } | null) => {
      asked.push(last?.id ?? null);
      const from = (last?.id ?? 0) + 1;
      return Promise.resolve(Array.from({ length: Math.max(0, Math.min(size, n - from + 1)) }, (_, i) => ({ id: from + i })));
    };
    return { asked, page };
  };

  it('writes the BOM and the header, then one chunk of lines a page, asking after the last row of each full page', async () => {
    const { asked, page } = pagesOf(5, 2);
    expect(await all(csvPages(['id', 'twice'], 2, page, (r) => [r.id, r.id * 2]))).toEqual([`${CSV_BOM}id,twice\r\n`, '1,2\r\n2,4\r\n', '3,6\r\n4,8\r\n', '5,10\r\n']);
    expect(asked).toEqual([null, 2, 4]);
  });

  it('stops after an empty page when the last one was full, and writes the header alone when there is nothing', async () => {
    const full = pagesOf(4, 2);
    expect(await all(csvPages(['id'], 2, full.page, (r) => [r.id]))).toEqual([`${CSV_BOM}id\r\n`, '1\r\n2\r\n', '3\r\n4\r\n']);
    expect(full.asked).toEqual([null, 2, 4]);
    const none = pagesOf(0, 2);
    expect(await all(csvPages(['id'], 2, none.page, (r) => [r.id]))).toEqual([`${CSV_BOM}id\r\n`]);
  });

  it('reads the first page before yielding anything: its failure comes with the first chunk asked', async () => {
    const chunks = csvPages(['id'], 2, () => Promise.reject(new Error('database down')), () => []);
    await expect(chunks.next()).rejects.toThrow('database down');
  });
});
