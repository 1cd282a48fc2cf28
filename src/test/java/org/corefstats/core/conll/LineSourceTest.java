package org.corefstats.core.conll;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The eight-bytes-at-a-time line splitter equals splitting at every {@code \n}, wherever the
 * newlines fall and however the stream delivers its bytes.
 */
class LineSourceTest {
  private static final byte[] ALPHABET = {'a', '\n', '\t', '\r', 0, (byte) 0x8A, (byte) 0xFF, '#'};

  @Test
  void equalsThePlainSplitOnRandomStreams() throws IOException {
    Random random = new Random(5);
    for (int n = 0; n < 3_000; n++) {
      byte[] bytes = new byte[random.nextInt(n % 100 == 0 ? 300_000 : 200)];
      int newlineOdds = 1 + random.nextInt(60);
      for (int i = 0; i < bytes.length; i++) {
        bytes[i] =
            random.nextInt(newlineOdds) == 0
                ? (byte) '\n'
                : ALPHABET[random.nextInt(ALPHABET.length)];
      }
      LineSource source = new LineSource(new Trickle(bytes, random.nextLong()));
      List<byte[]> expected = plainLines(bytes);
      for (int line = 0; line < expected.size(); line++) {
        source.next();
        byte[] got = Arrays.copyOfRange(source.buffer(), source.start(), source.end());
        assertArrayEquals(expected.get(line), got, "stream " + n + ", line " + line);
        boolean last = line == expected.size() - 1;
        assertEquals(!last || bytes[bytes.length - 1] == '\n', source.newline());
      }
      assertFalse(source.next(), "stream " + n + " has no more lines");
    }
  }

  @Test
  void swarIndexesEveryFlagPattern() {
    for (int pattern = 1; pattern < 256; pattern++) {
      long flags = 0;
      for (int k = 0; k < 8; k++) {
        if ((pattern & (1 << k)) != 0) {
          flags |= 0x80L << (8 * k);
        }
      }
      assertEquals(Integer.numberOfTrailingZeros(pattern), Swar.lowestByte(flags), "" + pattern);
      assertEquals(Integer.bitCount(pattern), Swar.count(flags), "" + pattern);
    }
  }

  private static List<byte[]> plainLines(byte[] bytes) {
    List<byte[]> lines = new ArrayList<>();
    int start = 0;
    for (int i = 0; i < bytes.length; i++) {
      if (bytes[i] == '\n') {
        lines.add(Arrays.copyOfRange(bytes, start, i));
        start = i + 1;
      }
    }
    if (start < bytes.length) {
      lines.add(Arrays.copyOfRange(bytes, start, bytes.length));
    }
    return lines;
  }

  /** Delivers its bytes in reads of random sizes, as sockets and decompressors do. */
  private static final class Trickle extends InputStream {
    private final ByteArrayInputStream in;
    private final Random random;

    Trickle(byte[] bytes, long seed) {
      this.in = new ByteArrayInputStream(bytes);
      this.random = new Random(seed);
    }

    @Override
    public int read() {
      return in.read();
    }

    @Override
    public int read(byte[] b, int off, int len) {
      return in.read(b, off, Math.min(len, 1 + random.nextInt(random.nextBoolean() ? 16 : 70_000)));
    }
  }
}
