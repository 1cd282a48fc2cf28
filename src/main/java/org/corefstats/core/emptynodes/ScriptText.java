package org.corefstats.core.emptynodes;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * A file's bytes as the scripts' lines (§2): one leading BOM dropped, strict UTF-8, CR LF and lone
 * CR turned into LF, split on LF only (U+2028, NEL and the like stay inside a line, §2.3).
 */
final class ScriptText {
  private ScriptText() {}

  /** Bytes that are not UTF-8 (§2.1): the script stops with UnicodeDecodeError. */
  static final class NotUtf8 extends Exception {
    private static final long serialVersionUID = 1L;
    final long line;
    final int badByte;

    NotUtf8(long line, int badByte) {
      super("'utf-8' codec can't decode byte " + String.format("0x%02x", badByte));
      this.line = line;
      this.badByte = badByte;
    }
  }

  static List<String> lines(byte[] bytes) throws NotUtf8 {
    int start =
        bytes.length >= 3
                && (bytes[0] & 0xFF) == 0xEF
                && (bytes[1] & 0xFF) == 0xBB
                && (bytes[2] & 0xFF) == 0xBF
            ? 3
            : 0;
    String text = decode(bytes, start);
    // §2.2: CR LF first, then every CR left is a line end of its own.
    String normalised = text.replace("\r\n", "\n").replace('\r', '\n');
    List<String> lines = new ArrayList<>();
    int from = 0;
    for (int i = 0; i < normalised.length(); i++) {
      if (normalised.charAt(i) == '\n') {
        lines.add(normalised.substring(from, i));
        from = i + 1;
      }
    }
    lines.add(normalised.substring(from)); // §2.4: a final LF leaves one more, empty, line
    return lines;
  }

  private static String decode(byte[] bytes, int start) throws NotUtf8 {
    CharsetDecoder decoder =
        StandardCharsets.UTF_8
            .newDecoder()
            .onMalformedInput(CodingErrorAction.REPORT)
            .onUnmappableCharacter(CodingErrorAction.REPORT);
    ByteBuffer in = ByteBuffer.wrap(bytes, start, bytes.length - start);
    try {
      CharBuffer chars = decoder.decode(in);
      return chars.toString();
    } catch (CharacterCodingException e) {
      int bad = firstInvalid(bytes, start);
      throw new NotUtf8(lineOf(bytes, start, bad), bytes[bad] & 0xFF);
    }
  }

  /** The offset of the first byte the strict decoder refuses. */
  private static int firstInvalid(byte[] bytes, int start) {
    CharsetDecoder decoder =
        StandardCharsets.UTF_8
            .newDecoder()
            .onMalformedInput(CodingErrorAction.REPORT)
            .onUnmappableCharacter(CodingErrorAction.REPORT);
    ByteBuffer in = ByteBuffer.wrap(bytes, start, bytes.length - start);
    CharBuffer out = CharBuffer.allocate(bytes.length + 1);
    decoder.decode(in, out, true);
    return Math.min(in.position(), bytes.length - 1);
  }

  /** The 1-based line (after §2.2) holding byte {@code offset}. */
  private static long lineOf(byte[] bytes, int start, int offset) {
    long line = 1;
    for (int i = start; i < offset; i++) {
      if (bytes[i] == '\n') {
        line++;
      } else if (bytes[i] == '\r' && !(i + 1 < offset && bytes[i + 1] == '\n')) {
        line++;
      }
    }
    return line;
  }
}
