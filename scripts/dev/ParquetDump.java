// Dumps Parquet data to CSV for scripts/dev/golden.sh: one CSV per argument (a *.parquet directory
// of part files, or one Parquet file), written next to it as NAME.dump.csv. A header of the schema's
// top-level field names (with their types), then every record, part files in name order, records in
// file order. Values as Parquet's example Group model prints them; a repeated or nested field as the
// Group's own text on one line. Run as a single-file source program against the corefstats jar's
// libraries (parquet-hadoop, the Hadoop client):
//   java -cp "$(libraries)" scripts/dev/ParquetDump.java target/run/documents.parquet ...
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.apache.hadoop.conf.Configuration;
import org.apache.parquet.example.data.Group;
import org.apache.parquet.hadoop.ParquetFileReader;
import org.apache.parquet.hadoop.ParquetReader;
import org.apache.parquet.hadoop.example.GroupReadSupport;
import org.apache.parquet.hadoop.util.HadoopInputFile;
import org.apache.parquet.schema.MessageType;
import org.apache.parquet.schema.Type;

public class ParquetDump {
  public static void main(String[] args) throws IOException {
    int failed = 0;
    for (String arg : args) {
      Path in = Path.of(arg);
      Path out = in.resolveSibling(in.getFileName() + ".dump.csv");
      try {
        dump(in, out);
      } catch (Exception e) {
        failed++;
        Files.writeString(out, "# could not dump: " + e + "\n", StandardCharsets.UTF_8);
        System.err.println("ParquetDump: " + in + ": " + e);
      }
    }
    System.exit(failed == 0 ? 0 : 1);
  }

  private static void dump(Path in, Path out) throws IOException {
    List<Path> parts = new ArrayList<>();
    if (Files.isDirectory(in)) {
      try (Stream<Path> files = Files.list(in)) {
        files
            .filter(f -> f.getFileName().toString().endsWith(".parquet"))
            .filter(f -> !f.getFileName().toString().startsWith("."))
            .sorted()
            .forEach(parts::add);
      }
    } else {
      parts.add(in);
    }
    Configuration conf = new Configuration();
    try (PrintWriter w =
        new PrintWriter(Files.newBufferedWriter(out, StandardCharsets.UTF_8), false)) {
      boolean header = false;
      long rows = 0;
      for (Path part : parts) {
        org.apache.hadoop.fs.Path hp = new org.apache.hadoop.fs.Path(part.toUri());
        MessageType schema;
        try (ParquetFileReader r =
            ParquetFileReader.open(HadoopInputFile.fromPath(hp, conf))) {
          schema = r.getFooter().getFileMetaData().getSchema();
        }
        if (!header) {
          List<String> names = new ArrayList<>();
          for (Type t : schema.getFields()) {
            names.add(
                t.getName()
                    + ":"
                    + (t.isPrimitive() ? t.asPrimitiveType().getPrimitiveTypeName() : "group")
                    + (t.getLogicalTypeAnnotation() == null
                        ? ""
                        : "(" + t.getLogicalTypeAnnotation() + ")")
                    + ":"
                    + t.getRepetition());
          }
          w.println(csv(names));
          header = true;
        }
        try (ParquetReader<Group> reader =
            ParquetReader.builder(new GroupReadSupport(), hp).withConf(conf).build()) {
          for (Group g = reader.read(); g != null; g = reader.read()) {
            List<String> cells = new ArrayList<>();
            for (int i = 0; i < schema.getFieldCount(); i++) {
              Type t = schema.getType(i);
              int n = g.getFieldRepetitionCount(i);
              if (n == 0) {
                cells.add("<null>");
              } else if (t.isPrimitive() && n == 1) {
                cells.add(g.getValueToString(i, 0));
              } else {
                StringBuilder b = new StringBuilder();
                for (int k = 0; k < n; k++) {
                  if (k > 0) b.append(" | ");
                  b.append(
                      t.isPrimitive()
                          ? g.getValueToString(i, k)
                          : g.getGroup(i, k).toString().replace('\n', ' ').trim());
                }
                cells.add(b.toString());
              }
            }
            w.println(csv(cells));
            rows++;
          }
        }
      }
      w.println("# rows: " + rows + ", part files: " + parts.size());
    }
  }

  private static String csv(List<String> cells) {
    StringBuilder b = new StringBuilder();
    for (int i = 0; i < cells.size(); i++) {
      if (i > 0) b.append(',');
      String c = cells.get(i);
      if (c.contains(",") || c.contains("\"") || c.contains("\n")) {
        b.append('"').append(c.replace("\"", "\"\"")).append('"');
      } else {
        b.append(c);
      }
    }
    return b.toString();
  }
}
