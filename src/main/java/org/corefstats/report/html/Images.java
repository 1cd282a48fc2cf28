package org.corefstats.report.html;

import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import javax.imageio.IIOImage;
import javax.imageio.ImageIO;
import javax.imageio.ImageWriteParam;
import javax.imageio.ImageWriter;
import javax.imageio.stream.ImageOutputStream;

/** Shrinking a large plot for the page, with the JDK's own image I/O. */
final class Images {
  private static final float JPEG_QUALITY = 0.8f;

  private Images() {}

  /** The image scaled to at most {@code width} pixels wide, as JPEG; null if it cannot be read. */
  static byte[] shrunkJpeg(byte[] png, int width) throws IOException {
    BufferedImage image = ImageIO.read(new ByteArrayInputStream(png));
    if (image == null) {
      return null;
    }
    int w = Math.min(width, image.getWidth());
    int h = (int) Math.round(image.getHeight() * (double) w / image.getWidth());
    BufferedImage scaled = new BufferedImage(w, h, BufferedImage.TYPE_INT_RGB);
    Graphics2D g = scaled.createGraphics();
    g.setRenderingHint(
        RenderingHints.KEY_INTERPOLATION, RenderingHints.VALUE_INTERPOLATION_BICUBIC);
    g.setRenderingHint(RenderingHints.KEY_RENDERING, RenderingHints.VALUE_RENDER_QUALITY);
    g.setColor(java.awt.Color.WHITE);
    g.fillRect(0, 0, w, h);
    g.drawImage(image, 0, 0, w, h, null);
    g.dispose();
    ImageWriter writer = ImageIO.getImageWritersByFormatName("jpeg").next();
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (ImageOutputStream stream = ImageIO.createImageOutputStream(out)) {
      writer.setOutput(stream);
      ImageWriteParam param = writer.getDefaultWriteParam();
      param.setCompressionMode(ImageWriteParam.MODE_EXPLICIT);
      param.setCompressionQuality(JPEG_QUALITY);
      writer.write(null, new IIOImage(scaled, null, null), param);
    } finally {
      writer.dispose();
    }
    return out.toByteArray();
  }
}
