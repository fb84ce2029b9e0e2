import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 76d798b16ffc5bb367707b46fe997988397f104d400a485ec584d3f991c52427
theorem pc_76d798b16ffc5bb3 {α : Type} [Paracert.LinearOrderedRing α] (abs : α → α) : (∀ (a b : α), abs (a * b) = abs a * abs b) ↔ (∀ (zero one : α), abs (zero * one) = abs zero * abs one) :=
  by paracert_iff_rfl
