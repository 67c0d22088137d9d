import java.util.function.DoubleFunction;
import java.util.function.Supplier;
enum a {
 a {
DoubleFunction a() {return (DoubleFunction) switch ( this) {default -> new Supplier() {
                    public a get() {
                        return a;
                    }
                };
            };}
    }
}
