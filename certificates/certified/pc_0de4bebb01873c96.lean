import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 0de4bebb01873c96ab5cf677debd151454ebc29f33a7fd0240d5a2fed7e7595b
theorem pc_0de4bebb01873c96 {α : Type} [Paracert.LinearOrderedRing α] (abs : α → α) : (∀ (a b : α), abs (a * b) = abs a * abs b) ↔ (∀ (tpppow2 fhkpoi4 : α), abs (tpppow2 * fhkpoi4) = abs tpppow2 * abs fhkpoi4) :=
  by paracert_iff_rfl
