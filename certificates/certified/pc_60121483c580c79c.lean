import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 60121483c580c79c0994d0c144c6159a1627973ff2511fb0fbfdb2745d3eec8e
theorem pc_60121483c580c79c {α : Type} [Paracert.OrderedAddCommGroup α] : (∀ {a b : α}, -a ≤ b ↔ 0 ≤ a + b) ↔ (∀ {integer_value offset : α}, -integer_value ≤ offset ↔ 0 ≤ integer_value + offset) :=
  by paracert_iff_rfl
