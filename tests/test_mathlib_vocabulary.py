"""The Mathlib vocabulary table (data/mathlib/vocabulary.json) and its coverage of benchmark statements.

Pure Python: the table's hard rules (one row per constant, every row sourced, types balanced Lean
text over names of the table, Mathlib's notation precedences) and the coverage that
benchmarks/vocabulary_coverage.py measures on the miniF2F and ProofNet statements, pinned from below.
"""

from __future__ import annotations

import importlib.util
import json
import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
TABLE_PATH = ROOT / "data" / "mathlib" / "vocabulary.json"
SIGNATURE = ROOT / "lean" / "Paracert" / "Signature"


def _load_coverage_module():
    spec = importlib.util.spec_from_file_location("vocabulary_coverage", ROOT / "benchmarks" / "vocabulary_coverage.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up there
    spec.loader.exec_module(module)
    return module


vc = _load_coverage_module()


@pytest.fixture(scope="module")
def table() -> dict:
    return json.loads(TABLE_PATH.read_text(encoding="utf-8"))


OPEN, CLOSE = "([{⟨⦃", ")]}⟩⦄"


def balanced(text: str) -> bool:
    """Brackets nest properly outside string literals (a notation's quoted atoms may hold one half)."""
    text = re.sub(r'"(?:[^"\\]|\\.)*"', '""', text)
    stack: list[str] = []
    for ch in text:
        if ch in OPEN:
            stack.append(CLOSE[OPEN.index(ch)])
        elif ch in CLOSE:
            if not stack or stack.pop() != ch:
                return False
    return not stack


def test_format(table):
    assert set(table) == {"_doc", "types", "constants", "notations", "namespaces"}
    for row in table["types"]:
        assert {"name", "notation", "role", "class", "source"} <= set(row), row
        assert row["role"] in {"core", "carrier", "type", "class"}, row
        if row["role"] in {"type", "class"}:
            assert row.get("type"), row
    for row in table["constants"]:
        assert {"name", "type", "source"} <= set(row), row
        assert row.get("kind") in (None, "type"), row
    for row in table["notations"]:
        assert set(row) == {"syntax", "source"}, row
    for row in table["namespaces"]:
        assert set(row) == {"name", "source"}, row


def test_no_two_rows_name_the_same_constant(table):
    names = [row["name"] for row in table["types"]] + [row["name"] for row in table["constants"]]
    duplicates = {n for n in names if names.count(n) > 1}
    assert not duplicates
    syntaxes = [row["syntax"] for row in table["notations"]]
    assert len(set(syntaxes)) == len(syntaxes)
    spellings = [row["notation"] for row in table["types"] if row["notation"]]
    assert len(set(spellings)) == len(spellings)


def test_every_row_has_a_mathlib_source(table):
    for row in table["types"] + table["constants"] + table["notations"] + table["namespaces"]:
        src = row["source"]
        assert re.fullmatch(r"Mathlib/[\w/]+\.lean", src), row


def test_types_are_balanced_lean_text_over_table_names(table):
    names = {row["name"] for row in table["types"]} | {row["name"] for row in table["constants"]}
    for row in table["types"] + table["constants"]:
        ty = row.get("type")
        if not ty:
            continue
        assert balanced(ty), row
        toks = vc.tokens(ty)
        bound = vc.bound_names(toks)
        for tok in toks:
            if not vc.IDENT.fullmatch(tok) or tok in vc.KEYWORDS or tok.split(".")[0] in bound:
                continue
            assert tok in names or tok in vc.CORE_NAMES, f"{row['name']}: {tok} is not a table or core name"


def test_rows_are_declared_before_use_and_types_use_no_table_notation(table):
    """The table is read in order (types, then constants) into a Lean module of declarations: a
    type names only rows above it, and no notation of the table but the types' own (ℝ, ℂ, …), which
    are declared with the types, the others after the constants."""
    declared: set[str] = set()
    atoms = {a.strip() for row in table["notations"] for a in vc.notation_tokens_of(row["syntax"])}
    # the symbols of the table's notations; words (`in`, `I`) and core Lean's own symbols are plain text
    atoms = {a for a in atoms if not re.search(r"[A-Za-z,.()\[\]]", a) and a not in vc.CORE_NOTATIONS}
    atoms -= {row["notation"] for row in table["types"] if row["notation"]}  # ℝ ℂ …: declared with the types
    assert {"→*", "→+*", "⧸"} <= atoms
    for row in table["types"] + table["constants"]:
        ty = row.get("type") or ""
        toks = vc.tokens(ty)
        bound = vc.bound_names(toks)
        for tok in toks:
            if vc.IDENT.fullmatch(tok) and tok.split(".")[0] not in bound and tok not in vc.KEYWORDS:
                assert tok in declared or tok in vc.CORE_NAMES, f"{row['name']}: {tok} is not declared above it"
        used = {a for a in atoms if a in ty}
        assert not used, f"{row['name']}: notation {used} inside a type"
        declared.add(row["name"])


def test_notations_are_balanced_and_name_table_constants(table):
    names = {row["name"] for row in table["types"]} | {row["name"] for row in table["constants"]}
    for row in table["notations"]:
        syntax = row["syntax"]
        assert balanced(syntax), row
        assert vc.notation_tokens_of(syntax), row
        rhs = syntax.split("=>", 1)[1]
        if "`(" in rhs:  # a macro: the quoted term
            rhs = rhs.split("`(", 1)[1]
        head = vc.tokens(rhs)[0]
        assert head in names or head in vc.CORE_NAMES, f"{syntax}: {head}"


def test_carrier_classes_exist_in_the_signature_prelude(table):
    declared = set(re.findall(r"^class (\w+)", "\n".join(p.read_text() for p in SIGNATURE.glob("*.lean")), re.M))
    for row in table["types"]:
        if row["class"]:
            assert row["class"].removeprefix("Paracert.") in declared, row
    carriers = {row["notation"]: row for row in table["types"] if row["role"] == "carrier"}
    assert {"ℝ", "ℚ", "ℂ"} <= set(carriers)
    core = {row["notation"]: row["name"] for row in table["types"] if row["role"] == "core"}
    assert core == {"ℕ": "Nat", "ℤ": "Int"}


def _syntax_for(table, atom: str) -> list[str]:
    return [row["syntax"] for row in table["notations"] if atom in vc.notation_tokens_of(row["syntax"])]


def test_notations_keep_mathlibs_precedence(table):
    # read in mathlib4: `prefix:max "√"`, `notation:10000 n "!"`, `notation:50 a " ≡ " b " [MOD " n "]"`,
    # `infixl:80 " ⁻¹' "`, `postfix:1024 "ᶜ"`, `infixr:73 " • "`, big operators' body at 67
    assert _syntax_for(table, "√") == ['prefix:max "√" => Real.sqrt']
    assert _syntax_for(table, "!") == ['scoped[Nat] notation:10000 n "!" => Nat.factorial n']
    assert _syntax_for(table, "[MOD") == ['notation:50 a " ≡ " b " [MOD " n "]" => Nat.ModEq n a b']
    assert _syntax_for(table, "[ZMOD") == ['notation:50 a " ≡ " b " [ZMOD " n "]" => Int.ModEq n a b']
    assert _syntax_for(table, "⁻¹'") == ["infixl:80 \" ⁻¹' \" => Set.preimage"]
    assert _syntax_for(table, "ᶜ") == ['postfix:1024 "ᶜ" => HasCompl.compl']
    assert _syntax_for(table, "•") == ['infixr:73 " • " => HSMul.hSMul']
    assert all("r:67" in s for s in _syntax_for(table, "∑") + _syntax_for(table, "∏"))
    assert _syntax_for(table, "π") == ['scoped[Real] notation "π" => Real.pi']


def test_casts_and_distinct_constants(table):
    names = {row["name"] for row in table["constants"]}
    # look-alikes that are different Mathlib constants stay different rows
    for a, b in [("Real.sqrt", "NNReal.sqrt"), ("Nat.floor", "Int.floor"), ("Finset.card", "Fintype.card"),
                 ("Nat.ModEq", "Int.ModEq"), ("Real.log", "Complex.log"), ("Nat.Prime", "Prime")]:
        assert a in names and b in names
    types = {row["name"]: row["type"] for row in table["constants"]}
    assert types["Real.sqrt"] == "ℝ → ℝ"
    assert types["Finset.card"] == "{α : Type} → Finset α → ℕ"
    assert types["Nat.digits"] == "ℕ → ℕ → List ℕ"


def test_inventory_leaves_out_bound_names_and_resolves_opens():
    u = vc.usage("theorem t (x : ℝ) (f : ℕ → ℝ) (h : ∀ n, f n = Real.sqrt x) : "
                 "∑ k ∈ Finset.range 3, f k = sqrt 2 * π ∧ (Nat.digits 10 5).sum = 5 := by sorry")
    assert u.names == {"Real", "Nat", "Real.sqrt", "Finset.range", "sqrt", "Nat.digits"}
    assert u.fields == {".sum"}
    assert {"∑", "π"} <= u.notations
    table = vc.Table.load(TABLE_PATH)
    assert vc.name_covered("sqrt", table, vc.opens("import Mathlib\nopen Real Nat"))
    assert not vc.name_covered("sqrt", table, [])
    assert vc.field_covered(".sum", table)
    assert not vc.name_covered("Real.notAConstant", table, ["Real"])
    assert vc.name_covered("Finset.univ.filter", table, [])  # a constant, then a field access
    pattern = vc.usage("theorem t : {(x, y) : ℤ × ℤ | x = y}.ncard = 1 ∧ ∑ i in Finset.range 3, i = 3 := by sorry")
    assert pattern.names == {"Int", "Finset.range"} and ".ncard" in pattern.fields


def test_inventory_binders_of_competition_statements():
    """Binders beyond `(x : T)`/`∀ x,`: extended and filter binders, set-builder binders after `|` and
    binder predicates, `let`/`letI` and pattern `fun`s, match alternatives of a local `def`; none is a miss."""
    cases = {
        "theorem t : ∃ᵉ (a ∈ S) (b > 0), a = b := sorry": ({"S"}, {"∃ᵉ"}),
        "theorem t (c : ℕ → ℝ) : ∀ᶠ y in nhds 0, c 0 = y := sorry": ({"Nat", "Real", "nhds"}, {"∀ᶠ"}),
        "theorem t : sInf {r > 0 | r ^ 2 = 2} = 1 := sorry": ({"sInf"}, set()),
        "theorem t : {(g k) ^ 2 | k : ℕ} = {w | w ∈ T} := sorry": ({"g", "Nat", "T"}, set()),
        "theorem t : {{w | w = q} | q : ℚ} = S := sorry": ({"Rat", "S"}, set()),
        "theorem t : let ⟨⟨a, b⟩, c⟩ := sol; a + b = c := sorry": ({"sol"}, set()),
        "theorem t : letI u : ℝ := 1; u = 1 := sorry": ({"Real"}, set()),
        "theorem t (P : ℕ × ℕ → Prop) (hP : P = fun (a, b) (c, d) ↦ a = d) : True := sorry":
            ({"Nat", "True"}, set()),
        "theorem t (G : Prop) (h : G = ∀ H [Group H], H = H) : G := sorry": ({"Group"}, set()),
        "def cnt : List ℕ → ℕ\n| [] => 0\n| (h :: t) => cnt t + h\ntheorem t : cnt [1] = 1 := sorry":
            ({"List", "Nat"}, set()),
        "theorem t (A : Matrix (Fin 2) (Fin 2) ℝ) : Aᵀ = A := sorry": ({"Matrix", "Fin", "Real"}, {"ᵀ"}),
        "theorem t (f : C(ℝ, ℝ)) : ∫ x in line[ℝ, 0, 1], f x = ⨍ y in S, f y := sorry":
            ({"Real", "S"}, {"C(", "line[", "⨍"}),
    }
    for text, (names, notations) in cases.items():
        u = vc.usage(text)
        assert u.names == names, (text, u.names)
        assert notations <= u.notations, (text, u.notations)
    proof = vc.usage("set_option maxHeartbeats 400000\n"
                     "theorem t : (⟨1, by norm_num⟩ : Fin 2) = 1 ∧ ite True 1 0 = 1 := sorry")
    assert proof.names == {"Fin", "True", "ite"}
    table = vc.Table.load(TABLE_PATH)
    assert vc.name_covered("ite", table, [])
    # a namespace is no constant: `Matrix.of` / `Polynomial.notAConstant` are not fields of a type
    assert not vc.name_covered("Polynomial.notAConstant", table, [])
    assert vc.name_covered("Finset.univ.filter", table, [])


SHARED = vc.DEFAULT_FILES


@pytest.mark.skipif(not all(p.exists() for p in SHARED.values()), reason="shared benchmark data not present")
def test_table_covers_the_benchmark_inventory():
    report = vc.coverage(SHARED, vc.Table.load(TABLE_PATH))
    minif2f, proofnet = report["minif2f"], report["proofnet"]
    # measured: miniF2F 488/488 statements and 85/85 tokens; ProofNet 356/374 statements, 307/322
    # tokens (the misses are the statements' own defs, bound names the token-level inventory does
    # not see, and two deprecated names)
    assert minif2f["statements"] == 488 and minif2f["token_coverage"] >= 0.99
    assert minif2f["statement_coverage"] >= 0.99
    assert proofnet["statements"] == 374 and proofnet["token_coverage"] >= 0.95
    assert proofnet["statement_coverage"] >= 0.94


def test_instances_of_the_module_are_distinct_sourced_symbols(table):
    """The instances the vocabulary module declares besides the table (Mathlib's instances statements
    use unnamed): each one Mathlib constant, named by it, none a table row or another instance, each
    with its mathlib4 file; the derived ones (a metric space's topology, …) rank below every other
    instance, so that a statement read before reads the same."""
    from paracert.data import mathlib_vocabulary as mv

    rows = mv.EXTRA_INSTANCES + mv.DERIVED_INSTANCES
    names = [name for name, _ty, _binder, _src in rows]
    assert len(set(names)) == len(names)
    table_names = {row["name"] for row in table["types"]} | {row["name"] for row in table["constants"]}
    assert not set(names) & table_names
    for _name, ty, _binder, src in rows:
        assert balanced(ty)
        assert re.match(r"Mathlib/[\w/]+\.lean", src)
    assert mv.DERIVED_PRIORITY + 5 < 100  # `low`
    text = mv.build(table).text
    for name, *_ in mv.DERIVED_INSTANCES:
        assert re.search(rf"attribute \[instance (\d+)\] {re.escape(name)}\n", text), name
        prio = int(re.search(rf"attribute \[instance (\d+)\] {re.escape(name)}\n", text).group(1))
        assert mv.BRIDGE_PRIORITY < prio <= mv.DERIVED_PRIORITY + 5 < 100


def test_constants_mathlib_protects_are_protected(table):
    """`open Set` must leave the global `Infinite`, `Countable`, `Nonempty`, `Finite` unambiguous, as
    in Mathlib, where `Set.Infinite` & co. are `protected`."""
    from paracert.data import mathlib_vocabulary as mv

    text = mv.build(table).text
    names = {row["name"] for row in table["constants"]}
    for name in mv.PROTECTED:
        assert name in names
        assert f"\nprotected axiom {name} :" in text


def test_class_parents_are_declared_before_the_rows_that_need_them(table):
    """Mathlib's parent projections between classes (`CommRing.toRing`) are symbols over the
    uninterpreted twins (never an operation-only class), ranked below every other instance, and
    declared before the first constant row, so that a row such as `Polynomial.C` or `deriv`, whose
    type needs `Semiring R` from `[CommRing R]`, elaborates; each of Mathlib's instances on a type
    Mathlib builds follows the rows its type names."""
    from paracert.data import mathlib_vocabulary as mv

    classes = {row["name"] for row in table["types"] if row.get("role") == "class"}
    text = mv.build(table).text
    first_row = min(text.index(f"\naxiom {row['name']} :") for row in table["constants"]
                    if f"\naxiom {row['name']} :" in text and row["name"] not in mv.CLASS_CONSTANTS
                    and not mv._class_like(row))
    for name, ty, binder, src in mv.CLASS_PARENTS:
        assert binder and src.startswith("Mathlib/")
        assert "Paracert." not in ty
        named = set(re.findall(r"\[([\w.]+) ", ty)) | {ty.rsplit("→", 1)[1].split()[0]}
        core_operations = {"LE", "LT", "Add", "Neg", "Sub", "Zero", "Mul", "One", "Min", "Max"}  # core Lean's
        assert named <= classes | mv.CLASS_CONSTANTS | core_operations, (name, named)
        decl = text.index(f"\naxiom {name} : ")
        assert decl < first_row
        assert re.search(rf"attribute \[instance \d+\] {re.escape(name)}\n", text), name
    assert "axiom Monoid.toMulOneClass : {α : Type} → [Mathlib.Monoid α] → Mathlib.MulOneClass α" in text
    assert text.index("\naxiom Polynomial.semiring :") < text.index("\naxiom Polynomial.C :")
    assert text.index("\naxiom Polynomial :") < text.index("\naxiom Polynomial.semiring :")


def test_a_carriers_derived_classes_are_its_richest_instances_derivations(table):
    """Mathlib's declarations take a class from the richer class they are given (`deriv`'s
    `NormedSpace 𝕜 F` names `NontriviallyNormedField.toNormedField`), so a carrier's instance of a
    class another class derives is that derivation (a definition, unfolded before abstraction), and
    only a class nothing derives is an axiom; a shortcut derivation ranks below the longer one, so
    that one path is taken."""
    from paracert.data import mathlib_vocabulary as mv

    text = mv.build(table).text
    assert "\naxiom Real.instRCLike : RCLike Real\n" in text
    for derived in ("Real.instNormedField : NormedField Real", "Real.instMathlibSemiring : Mathlib.Semiring Real",
                    "Complex.instNormedSpaceComplex : NormedSpace Complex Complex"):
        name = derived.split(" : ")[0]
        assert f"\nnoncomputable def {derived} := by first | exact inferInstance | exact {name}.root\n" in text
        assert f"\naxiom {name} :" not in text
    assert "attribute [instance 40] DenselyNormedField.toNormedField\n" in text  # a shortcut of DNF → NNF → NF
    assert "attribute [instance 50] NontriviallyNormedField.toNormedField\n" in text
    # on pairs Mathlib does not derive from one inner product space, each two-type class stays an axiom
    assert "\naxiom Real.instNormedSpaceRat : NormedSpace Rat Real\n" in text


def test_a_type_has_exactly_the_instances_the_table_gives_it(table):
    """ℚ has no `RCLike` instance in Mathlib: were one declared, ℚ's `NormedField` (which Mathlib has)
    would be read as a derivation from it, a symbol no Mathlib constant instantiates; and a statement
    that needs `Module ℂ ℝ`, `⊥ : ℝ` or `Fintype ℝ` is one Mathlib rejects. Only the classes a type's
    row lists (`instances`, and `scalar_instances` for `C S T`) are declared on it."""
    import re

    from paracert.data import mathlib_vocabulary as mv

    text = mv.build(table).text
    rows = {row["name"]: row for row in table["types"]}
    classes = {r["name"] for r in table["types"] if r.get("role") == "class"}
    modelled = {r["name"] for r in table["types"] if r.get("class") == "Paracert." + r["name"]}
    listed: set[str] = set()
    for tname, row in rows.items():
        assert set(row.get("instances", ())) <= classes, tname
        listed |= {f"{mv._retarget(c, modelled)} {tname}" for c in row.get("instances", ())}
        for cls, scalars in row.get("scalar_instances", {}).items():
            assert cls in classes and set(scalars) <= set(rows), (tname, cls)
            listed |= {f"{mv._retarget(cls, modelled)} {s} {tname}" for s in scalars}
    carriers = [n for n, r in rows.items() if r.get("role") in ("core", "carrier")]
    declared = set()
    for inst, ty in re.findall(r"^(?:axiom|noncomputable def) (\S+) : ([^\n:=]*?)(?: :=.*)?$", text, re.M):
        if inst.split(".")[0] in carriers and ty.split()[0] in classes | {f"Mathlib.{c}" for c in modelled}:
            declared.add(ty.strip())
    assert declared == listed
    for absent in ("RCLike Rat", "Module Complex Real", "Bot Real", "Fintype Real", "Lattice Complex",
                   "Mathlib.LinearOrderedField Nat", "NormedSpace Nat Real", "Norm NNReal"):
        assert absent not in declared, absent
    for present in ("NormedField Rat", "Module Real Complex", "Bot Nat", "Lattice Real", "FloorRing Int",
                    "InnerProductSpace Real Complex", "NormedSpace Rat Real"):
        assert present in declared, present


def test_bridges_rank_below_every_derivation(table):
    """A statement's `[Field F]` is the operation-only class; Mathlib's `Semiring F` is derived from
    its field. The bridge from the operation-only class to its twin is tried after the derivations,
    so `Module F V` and `FiniteDimensional F V` (from a division ring) name the same semiring."""
    from paracert.data import mathlib_vocabulary as mv

    text = mv.build(table).text
    assert f"attribute [instance {mv.BRIDGE_PRIORITY}] Mathlib.Semiring.ofParacert\n" in text
    assert mv.BRIDGE_PRIORITY < mv.DERIVED_PRIORITY - 10


def test_each_global_notation_is_declared_once_and_the_older_typed_big_operator_is_read() -> None:
    """Two declarations of one macro make every use ambiguous (`∑ x in s` came from the table's own
    row and from the older form derived from its `∑ x ∈ s` row); `∑ x : T in s, f x` is Mathlib's
    `∑ x ∈ (s : Finset T), f x`."""
    from collections import Counter

    from paracert.data.mathlib_vocabulary import vocabulary
    lines = [line for line in vocabulary().text.splitlines() if line.startswith("macro ")]
    assert [line for line, n in Counter(lines).items() if n > 1] == []
    assert any('"∑ " x:ident " in "' in line for line in lines)
    typed = [line for line in lines if '"∑ " x:ident " : " pcT:term " in "' in line]
    assert typed and "Finset.sum ($s : Finset $pcT)" in typed[0]
