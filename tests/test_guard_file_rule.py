"""The file rule of `paracert elaborate` (lean.text.guard.file_reason): the untrusted-text rule with
the few allowances valid files need, and the neighbouring shapes that must stay refused."""

from __future__ import annotations

import pytest

from paracert.lean.text.guard import file_reason, untrusted_reason

POINT = "structure Point where\n  x : Nat\n"

ACCEPTED = {
    "open_classical": "open Classical\ntheorem t (p : Prop) : p ∨ ¬ p := em p",
    "heartbeats": "set_option maxHeartbeats 400000\ntheorem t : True := trivial",
    "heartbeats_in": "set_option maxHeartbeats 400000 in\ntheorem t : True := trivial",
    "rec_depth": "set_option maxRecDepth 2000 in\ntheorem t : True := trivial",
    "simp": "@[simp] theorem t : 1 + 0 = 1 := rfl",
    "attribute_simp": "attribute [simp] Nat.add_comm Nat.mul_comm",
    "instance_of_own_type": POINT + "instance : Add Point := ⟨fun p q => ⟨p.x + q.x⟩⟩",
    "instance_named_priority": POINT + "instance (priority := low) pointZero : OfNat Point 0 := ⟨⟨0⟩⟩",
    "instance_applied_own_type": "structure Pair (α : Type) where\n  a : α\n"
                                 "instance [Inhabited α] : Inhabited (Pair α) := ⟨⟨default⟩⟩",
    "instance_own_class": "class Shape (α : Type) where\n  area : α → Nat\n" + POINT
                          + "instance : Shape Point := ⟨fun p => p.x⟩",
}

REFUSED = {
    "instance_of_library_types": "instance : OfNat Nat 5 := ⟨3⟩",
    "instance_through_abbrev": "abbrev MyNat := Nat\ninstance : OfNat MyNat 5 := ⟨3⟩",
    "instance_output_parameter": POINT + "instance {α : Type} : HAdd α α Point := ⟨fun _ _ => ⟨0⟩⟩",
    "instance_library_argument": POINT + "instance : HAdd Point Nat Nat := ⟨fun _ n => n⟩",
    "instance_beta_redex": POINT + "instance : OfNat ((fun _ => Nat) Point) 5 := ⟨3⟩",
    "instance_binder_shadows_type": POINT + "instance {Point : Type} [Inhabited Point] : Inhabited Point := "
                                            "inferInstance",
    "instance_variable_shadows_type": POINT + "variable {Point : Type}\ninstance : Inhabited Point := sorry",
    "instance_of_class_with_parent": "class Foo (α : Type) extends OfNat Nat 5\n" + POINT
                                     + "instance : Foo Point := ⟨⟨3⟩⟩",
    "instance_of_namespaced_type": "namespace N\nstructure Nat where\nend N\ninstance : Add Nat := ⟨fun _ _ => 0⟩",
    "instance_inside_namespace": POINT + "namespace A\ninstance : Inhabited Point := ⟨⟨0⟩⟩\nend A",
    "instance_before_its_type": "instance : Inhabited Point := ⟨⟨0⟩⟩\n" + POINT,
    "open_other_namespace": "open Nat",
    "open_classical_and_more": "open Classical Nat",
    "open_classical_hiding": "open Classical hiding em",
    "other_option": "set_option autoImplicit true",
    "kernel_option": "set_option debug.skipKernelTC true",
    "option_not_a_numeral": "set_option maxHeartbeats true",
    "reducible_attribute": "@[reducible] def x := 1",
    "simp_with_more": "@[simp, reducible] def x := 1",
    "instance_attribute": "attribute [instance] foo",
    "local_simp": "attribute [local simp] foo",
    "axiom": "axiom wish : False",
    "eval": "#eval 1",
}


@pytest.mark.parametrize("case", sorted(ACCEPTED))
def test_valid_shapes_are_accepted(case: str) -> None:
    code = ACCEPTED[case]
    assert untrusted_reason(code) is not None  # refused by the untrusted-text rule itself
    reason, allowed = file_reason(code, open_classical=True)
    assert reason is None, reason
    assert allowed


@pytest.mark.parametrize("case", sorted(REFUSED))
def test_neighbouring_shapes_stay_refused(case: str) -> None:
    reason, _ = file_reason(REFUSED[case], open_classical=True)
    assert reason is not None and "not allowed in a file given to `paracert elaborate`" in reason


def test_open_classical_only_over_init() -> None:
    code = ACCEPTED["open_classical"]
    assert file_reason(code, open_classical=False)[0] is not None


def test_an_instance_names_the_types_lean_must_confirm() -> None:
    _, allowed = file_reason(ACCEPTED["instance_of_own_type"], open_classical=True)
    assert [(a.construct, a.needs) for a in allowed] == [("instance", ("Point",))]
