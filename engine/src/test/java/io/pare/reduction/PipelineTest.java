package io.pare.reduction;

import static io.pare.TestPrograms.squash;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import io.pare.TestPrograms;
import io.pare.TestPrograms.RecordingOracle;
import io.pare.event.ReductionEvent;

/** {@code --reducer} values: names, options after ':', and pipelines with ','. */
class PipelineTest {

    @Test
    void namesOptionsAndPipelines() {
        assertEquals(List.of("coarse-hdd", "perses"), Reducers.parse("coarse-hdd,perses").stream().map(Reducers.Spec::name).toList());
        assertEquals("opdd", Reducers.parse("hdd:opdd").get(0).list().name());
        assertEquals("ddmin", Reducers.parse("hdd").get(0).list().name());
        assertEquals("opdd", Reducers.parse("pardis-hybrid").get(0).list().name(), "Pardis defaults to OPDD");
        assertEquals(io.pare.reduction.hdd.Hddr.Traversal.DF_BW, Reducers.parse("hddr").get(0).traversal());
        assertEquals(io.pare.reduction.hdd.Hddr.Traversal.BF_FW, Reducers.parse("hddr:bf-fw").get(0).traversal());
        assertThrows(IllegalArgumentException.class, () -> Reducers.check("hdd:bf-fw"));
        assertThrows(IllegalArgumentException.class, () -> Reducers.check("ddmin,perses"));
        assertThrows(IllegalArgumentException.class, () -> Reducers.check("hddx"));
    }

    @Test
    void aPipelineRunsEachReducerToItsFixpointInTurn() throws Exception {
        RecordingOracle oracle = new RecordingOracle(t -> t.contains("12"));
        List<String> passes = new ArrayList<>();
        ReductionResult r = new ReductionRun(new ReductionRequest("e.sum", "13+3+(12)", StandardCharsets.UTF_8,
                TestPrograms.sums(), "coarse-hdd,perses", oracle, 1, null, false), e -> {
                    if (e instanceof ReductionEvent.PassStarted p) passes.add(p.pass());
                }).run();
        assertEquals("12", squash(r.text()));
        assertEquals("coarse-hdd", passes.get(0));
        assertTrue(passes.contains("perses"), passes.toString());
    }
}
