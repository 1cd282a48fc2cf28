package org.corefstats.spark;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.Serializer;
import com.esotericsoftware.kryo.factories.SerializerFactory;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import com.esotericsoftware.kryo.serializers.JavaSerializer;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.RecordComponent;
import java.util.List;
import org.apache.spark.serializer.KryoRegistrator;
import org.corefstats.core.corpus.SystemTally;
import org.corefstats.core.document.Document;
import org.corefstats.core.document.Problem;
import org.corefstats.core.document.ProblemKind;
import org.corefstats.core.document.Severity;
import org.corefstats.core.evaluation.SystemAccumulator;
import org.corefstats.core.metrics.Counts;
import org.corefstats.core.metrics.CountsSum;
import org.corefstats.core.metrics.ExactSum;
import org.corefstats.report.ProblemTallies;

/**
 * Registers the classes the job ships with Kryo, which is several times faster than Java
 * serialization for the parsed documents that are shuffled. Spark's Kryo (4.0) cannot serialize
 * Java records field by field, so records get {@link RecordSerializer}.
 */
public final class KryoClasses implements KryoRegistrator {
  /**
   * Records that travel often between executors: registered, so that Kryo writes a number for their
   * class. The analyses' results are not listed (the job does not know which analyses there are):
   * Kryo writes their class name, a few bytes per document.
   */
  static final List<Class<? extends Record>> RECORDS =
      List.of(
          SourcedDocument.class,
          SourcedProblem.class,
          SplitLines.class,
          DocumentScore.class,
          Occurrence.class,
          ScoringProblem.class,
          ExtraOccurrence.class,
          Coverage.class,
          PartialSums.class,
          Segment.class,
          ParquetPart.class,
          InputPlan.Split.class,
          Problem.class,
          LineBases.SplitKey.class,
          SystemTally.class,
          RunWriter.SystemDocument.class);

  @Override
  public void registerClasses(Kryo kryo) {
    // every record, listed or not (unlisted ones are written with their class name)
    kryo.addDefaultSerializer(
        Record.class,
        new SerializerFactory() {
          @Override
          @SuppressWarnings({"unchecked", "rawtypes"})
          public Serializer makeSerializer(Kryo k, Class type) {
            return new RecordSerializer(type);
          }
        });
    for (Class<?> c :
        new Class<?>[] {
          Document.class,
          Counts.class,
          Counts[].class,
          SystemTally[].class,
          CountsSum.class,
          CountsSum[].class,
          SystemAccumulator.Sums.class,
          ExactSum.class,
          ExactSum[].class,
          SystemAccumulator.class,
          ProblemTallies.class,
          ProblemKind.class,
          Severity.class,
          String[].class,
          int[].class,
          long[].class,
          double[].class
        }) {
      kryo.register(c);
    }
    for (Class<? extends Record> c : RECORDS) {
      kryo.register(c, new RecordSerializer<>(c));
    }
    // Broadcast with Kryo too: HadoopConf writes its Configuration in writeObject, which only Java
    // serialization calls (without this, executors of a real cluster got no configuration)
    kryo.register(HadoopConf.class, new JavaSerializer());
    // List.of and List.copyOf lists refuse the add Kryo's collection serializer reads them back
    // with
    for (Class<?> immutable : new Class<?>[] {List.of().getClass(), List.of(1).getClass()}) {
      kryo.addDefaultSerializer(immutable, new JavaSerializer());
    }
  }

  /** Writes a record's components in order and reads it back through its canonical constructor. */
  static final class RecordSerializer<T extends Record> extends Serializer<T> {
    // (Object) -> Object and (Object[]) -> Object: invokeExact, without adapting types per call
    private final MethodHandle[] accessors;
    private final MethodHandle constructor;

    RecordSerializer(Class<T> type) {
      setImmutable(true);
      try {
        MethodHandles.Lookup lookup = MethodHandles.privateLookupIn(type, MethodHandles.lookup());
        RecordComponent[] components = type.getRecordComponents();
        accessors = new MethodHandle[components.length];
        Class<?>[] types = new Class<?>[components.length];
        for (int i = 0; i < components.length; i++) {
          accessors[i] =
              lookup
                  .unreflect(components[i].getAccessor())
                  .asType(MethodType.methodType(Object.class, Object.class));
          types[i] = components[i].getType();
        }
        constructor =
            lookup
                .unreflectConstructor(type.getDeclaredConstructor(types))
                .asType(MethodType.genericMethodType(components.length))
                .asSpreader(Object[].class, components.length);
      } catch (ReflectiveOperationException e) {
        throw new IllegalStateException("cannot serialize record " + type.getName(), e);
      }
    }

    @Override
    public void write(Kryo kryo, Output output, T record) {
      try {
        for (MethodHandle accessor : accessors) {
          kryo.writeClassAndObject(output, (Object) accessor.invokeExact((Object) record));
        }
      } catch (Throwable e) {
        throw new IllegalStateException("cannot write " + record.getClass().getName(), e);
      }
    }

    @Override
    public T read(Kryo kryo, Input input, Class<T> type) {
      Object[] values = new Object[accessors.length];
      for (int i = 0; i < values.length; i++) {
        values[i] = kryo.readClassAndObject(input);
      }
      try {
        return type.cast((Object) constructor.invokeExact(values));
      } catch (Throwable e) {
        throw new IllegalStateException("cannot read " + type.getName(), e);
      }
    }
  }
}
