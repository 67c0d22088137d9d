package io.pare.oracle.make;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads a crash's signature out of a tool's output. Each kind of crash is recognised by the text its
 * tool prints, and the signature keeps only the parts that stay the same while the input shrinks:
 * the internal error's location, an assertion's text, the top frames of a stack; never the names or
 * types of the user's program, which reduction renames and removes.
 */
public final class CrashSignatures {
    private static final Pattern GCC_ICE = Pattern.compile("internal compiler error: (.*)");
    private static final Pattern GCC_PASS = Pattern.compile("during [\\w-]+ pass: [\\w-]+");
    private static final Pattern GCC_FRAME = Pattern.compile("^0x[0-9a-f]+ ([^\\s(]+)", Pattern.MULTILINE);
    private static final Pattern ASSERTION = Pattern.compile("Assertion `.*' failed\\.");
    /**
     * A stack dump line of LLVM, with or without the library column: "#3 0x00007f... clang::Sema::F(int)
     * (/usr/lib/...so+0x12)", "4  libclang-cpp.so.16 0x00007f... clang::Sema::F(int) + 49".
     */
    private static final Pattern LLVM_FRAME = Pattern.compile(
            "^\\s*#?\\d+\\s+(?:\\S+\\s+)?0x[0-9a-f]+ (.+?)(?: \\(/.*\\)| \\+ \\d+)?$", Pattern.MULTILINE);
    private static final Pattern RUST_ICE = Pattern.compile("^error: internal compiler error: ([^`\\n]*)", Pattern.MULTILINE);
    private static final Pattern RUST_PANIC = Pattern.compile("thread 'rustc' panicked at (?:'.*', )?(\\S+:\\d+:\\d+)");
    private static final Pattern JVM_EXCEPTION = Pattern.compile(
            "^(?:Exception in thread \"[^\"]*\" )?((?:[a-z_$][\\w$]*\\.)+[A-Z][\\w$]*(?:Exception|Error))\\b", Pattern.MULTILINE);
    private static final Pattern JVM_FRAME = Pattern.compile("^\\s+at ([\\w$.<>/]+\\([\\w$.]+:\\d+\\))", Pattern.MULTILINE);
    private static final Pattern SANITIZER = Pattern.compile("ERROR: (\\w+Sanitizer): ([\\w-]+)");
    private static final Pattern SANITIZER_FRAME = Pattern.compile("^\\s*#\\d+ 0x[0-9a-f]+ in (\\S+)", Pattern.MULTILINE);
    /** Frames of the crash handling itself, the same in every crash. */
    private static final Pattern HANDLER_FRAME = Pattern.compile("llvm::sys::|SignalHandler|CrashRecoveryContext|"
            + "PrintStackTrace|^\\(|^_?_?libc_|^__restore_rt|^/lib|^/usr/lib|^0x");

    private CrashSignatures() {
    }

    /** The signature of the crash that {@code output} (stdout and stderr) and {@code exitStatus} show, if any. */
    public static Optional<CrashSignature> find(String output, int exitStatus) {
        if (exitStatus == 0 || exitStatus == 124 || exitStatus == 137) return Optional.empty();
        Matcher m = RUST_ICE.matcher(output);
        if (m.find()) return Optional.of(rustc(output, m.group(1).strip(), exitStatus));
        m = GCC_ICE.matcher(output);
        if (m.find()) return Optional.of(gcc(output, m.group(1).strip()));
        if (output.contains("PLEASE submit a bug report") || output.contains("Stack dump:")) {
            return Optional.of(llvm(output, exitStatus));
        }
        m = SANITIZER.matcher(output);
        if (m.find()) return Optional.of(sanitizer(output, m));
        m = JVM_EXCEPTION.matcher(output);
        if (m.find()) return Optional.of(jvm(output, m.group(1)));
        if (exitStatus > 128 && exitStatus < 160) {
            return Optional.of(new CrashSignature("killed by signal " + (exitStatus - 128), exitStatus, List.of()));
        }
        return Optional.empty();
    }

    private static CrashSignature rustc(String output, String message, int exitStatus) {
        List<String> lines = new ArrayList<>();
        // the message up to its first quoted type or DefId, which name the user's program
        String stable = message.split("DefId\\(|\\{|\\[")[0].strip();
        lines.add("error: internal compiler error: " + stable);
        Matcher panic = RUST_PANIC.matcher(output);
        if (panic.find()) lines.add(panic.group(1));
        return new CrashSignature("rustc internal compiler error", exitStatus, lines);
    }

    private static CrashSignature gcc(String output, String what) {
        List<String> lines = new ArrayList<>();
        Matcher pass = GCC_PASS.matcher(output);
        if (pass.find()) lines.add(pass.group());
        lines.add("internal compiler error: " + what);
        // "in F, at FILE:LINE" names the place already; a signal ("Segmentation fault") needs a frame
        if (!what.startsWith("in ")) lines.addAll(topFrames(GCC_FRAME.matcher(output), 1));
        return new CrashSignature("GCC internal compiler error", CrashSignature.ANY_FAILURE, lines);
    }

    private static CrashSignature llvm(String output, int exitStatus) {
        List<String> lines = new ArrayList<>();
        Matcher assertion = ASSERTION.matcher(output);
        boolean asserted = assertion.find();
        if (asserted) lines.add(assertion.group());
        lines.addAll(topFrames(LLVM_FRAME.matcher(output), 2));
        return new CrashSignature(asserted ? "LLVM assertion" : "LLVM crash", CrashSignature.ANY_FAILURE, lines);
    }

    private static CrashSignature sanitizer(String output, Matcher report) {
        List<String> lines = new ArrayList<>();
        lines.add(report.group(1) + ": " + report.group(2));
        lines.addAll(topFrames(SANITIZER_FRAME.matcher(output), 1));
        return new CrashSignature(report.group(1), CrashSignature.ANY_FAILURE, lines);
    }

    private static CrashSignature jvm(String output, String exception) {
        List<String> lines = new ArrayList<>();
        lines.add(exception);
        Matcher frame = JVM_FRAME.matcher(output);
        for (int i = 0; i < 2 && frame.find(); i++) lines.add("at " + frame.group(1));
        return new CrashSignature("JVM exception", CrashSignature.ANY_FAILURE, lines);
    }

    private static List<String> topFrames(Matcher frames, int count) {
        List<String> out = new ArrayList<>();
        while (out.size() < count && frames.find()) {
            String function = frames.group(1).strip();
            if (!HANDLER_FRAME.matcher(function).find()) out.add(function);
        }
        return out;
    }
}
