package org.corefstats.spark;

import java.nio.ByteBuffer;
import org.apache.spark.SparkEnv;
import org.apache.spark.serializer.SerializerInstance;
import scala.reflect.ClassTag;
import scala.reflect.ClassTag$;

/**
 * Job records as bytes, written with the job's own serializer (Kryo) where they are grouped by
 * document. Spark's groupByKey estimates the memory of the groups it holds by walking their object
 * graphs (SizeEstimator) at growing intervals; a parsed document is a graph of many arrays and
 * strings, and that walk took 38% of a 10-system run's CPU. As bytes, a record is one array to it.
 */
final class RecordBytes {
  private static final ClassTag<JobRecord> TAG = ClassTag$.MODULE$.apply(JobRecord.class);

  private final SerializerInstance serializer;

  private RecordBytes(SerializerInstance serializer) {
    this.serializer = serializer;
  }

  /** The executor's serializer: one per task (an instance is not thread-safe). */
  static RecordBytes forTask() {
    return new RecordBytes(SparkEnv.get().serializer().newInstance());
  }

  byte[] write(JobRecord record) {
    ByteBuffer buffer = serializer.serialize(record, TAG);
    byte[] bytes = new byte[buffer.remaining()];
    buffer.get(bytes);
    return bytes;
  }

  JobRecord read(byte[] bytes) {
    return serializer.deserialize(ByteBuffer.wrap(bytes), TAG);
  }
}
