package org.corefstats.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.apache.spark.SparkConf;
import org.apache.spark.serializer.KryoSerializer;
import org.apache.spark.serializer.SerializerInstance;
import org.junit.jupiter.api.Test;
import scala.reflect.ClassTag$;

/** What the job ships comes back equal through Spark's Kryo with {@link KryoClasses}. */
class KryoClassesTest {
  /** A record holding unmodifiable lists, as an analysis' settings do. */
  record Settings(List<Integer> lengths, List<String> names, List<String> none) {}

  @Test
  void unmodifiableListsInAndOutOfRecords() {
    SerializerInstance kryo =
        new KryoSerializer(
                new SparkConf().set("spark.kryo.registrator", KryoClasses.class.getName()))
            .newInstance();
    List<Object> values = new ArrayList<>();
    values.add(List.of());
    values.add(List.of(1));
    values.add(List.of(1, 2, 3));
    values.add(List.copyOf(List.of("a", "b")));
    values.add(Arrays.asList("a", null).stream().toList());
    values.add(new Settings(List.of(1500, 40), List.copyOf(List.of("fixed")), List.of()));
    for (Object value : values) {
      Object back =
          kryo.deserialize(
              kryo.serialize(value, ClassTag$.MODULE$.apply(Object.class)),
              ClassTag$.MODULE$.apply(Object.class));
      assertEquals(value, back);
    }
  }
}
