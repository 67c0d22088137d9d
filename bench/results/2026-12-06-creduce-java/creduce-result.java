import com.google.auto.value.AutoValue;
import org.apache.beam.sdk.transforms.Contextful;
import org.apache.beam.sdk.transforms.Contextful.Fn;
import org.apache.beam.sdk.transforms.PTransform;
class FileIO {
  abstract class Write< DestinationT, UserT > {
    abstract Builder< DestinationT, UserT > toBuilder();
    abstract class Builder< DestinationT, UserT > {
      abstract Builder< DestinationT, UserT > setSinkFn(Contextful< Fn > sink);
      abstract Builder setOutputFn(Contextful< Fn< UserT, ? > > outputFn);
      abstract Write build();
    }
    < OutputT > Write via(Contextful< Fn< UserT, OutputT > > outputFn,
                                 Contextful sinkFn) {
      return toBuilder()
          .setSinkFn(sinkFn)
          .setOutputFn(outputFn)
          .build();
    }
  }
}
