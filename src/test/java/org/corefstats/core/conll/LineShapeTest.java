package org.corefstats.core.conll;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The eight-bytes-at-a-time scan equals the plain definition on every kind of line. */
class LineShapeTest {
  private static final byte[] ALPHABET = {
    'a',
    'Z',
    '0',
    '(',
    ')',
    '|',
    '-',
    '_',
    ' ',
    '\t',
    '#',
    0,
    '\r',
    1,
    0x0B,
    '\f',
    (byte) 0xC3,
    (byte) 0xA9,
    (byte) 0x80,
    (byte) 0xFF,
    0x7F,
    0x20,
    0x21,
    0x1F
  };

  @Test
  void equalsThePlainDefinitionOnRandomLines() {
    Random random = new Random(11);
    LineShape shape = new LineShape();
    for (int n = 0; n < 200_000; n++) {
      int length = random.nextInt(40);
      int offset = random.nextInt(9); // lines start anywhere in a buffer
      byte[] buf = new byte[offset + length + random.nextInt(9)];
      for (int i = 0; i < buf.length; i++) {
        buf[i] = ALPHABET[random.nextInt(random.nextInt(4) == 0 ? ALPHABET.length : 10)];
      }
      shape.scan(buf, offset, offset + length);
      String what =
          "line "
              + new String(buf, offset, length, StandardCharsets.ISO_8859_1).replace("\t", "<TAB>");
      assertEquals(plainBlank(buf, offset, offset + length), shape.blank, "blank: " + what);
      assertEquals(contains(buf, offset, offset + length, (byte) '#'), shape.hash, "hash: " + what);
      assertEquals(contains(buf, offset, offset + length, (byte) 0), shape.nul, "nul: " + what);
      int tabs = count(buf, offset, offset + length, (byte) '\t');
      if (tabs > 0) {
        assertEquals(tabs + 1, shape.fields, "fields: " + what);
        assertEquals(plainWordHash(buf, offset, offset + length), shape.wordHash, "word: " + what);
      }
    }
  }

  @Test
  void wordIsTheFourthField() {
    LineShape a = new LineShape();
    LineShape b = new LineShape();
    byte[] one = "doc\t0\t3\tcat\tNN\t(1)".getBytes(StandardCharsets.US_ASCII);
    byte[] two = "doc\t0\t3\tcat\r".getBytes(StandardCharsets.US_ASCII);
    a.scan(one, 0, one.length);
    b.scan(two, 0, two.length);
    assertEquals(a.wordHash, b.wordHash, "the same word, whatever follows it, CR included");
    byte[] three = "doc 0 3 cat NN (1)".getBytes(StandardCharsets.US_ASCII);
    b.scan(three, 0, three.length);
    assertEquals(a.wordHash, b.wordHash, "blank-separated lines too");
    assertEquals(6, b.fields);
  }

  private static boolean plainBlank(byte[] buf, int from, int to) {
    for (int i = from; i < to; i++) {
      byte c = buf[i];
      if (c != ' ' && c != '\t' && c != '\r' && c != '\f' && c != 0x0B) {
        return false;
      }
    }
    return true;
  }

  private static boolean contains(byte[] buf, int from, int to, byte b) {
    return count(buf, from, to, b) > 0;
  }

  private static int count(byte[] buf, int from, int to, byte b) {
    int n = 0;
    for (int i = from; i < to; i++) {
      n += buf[i] == b ? 1 : 0;
    }
    return n;
  }

  /** FNV-1a of the 4th TAB field, without a final CR; 0 with fewer than 4 fields. */
  private static int plainWordHash(byte[] buf, int from, int to) {
    String line = new String(buf, from, to - from, StandardCharsets.ISO_8859_1);
    if (line.endsWith("\r")) {
      line = line.substring(0, line.length() - 1);
    }
    String[] fields = line.split("\t", -1);
    if (fields.length < 4) {
      return 0;
    }
    int h = 0x811C9DC5;
    for (char c : fields[3].toCharArray()) {
      h = (h ^ (c & 0xFF)) * 0x01000193;
    }
    return h == 0 ? 1 : h;
  }
}
