import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: unpack · pair: ab1d8ce3d6dc2dfd147b3f3eed4c80e0426673df4043d445d251d3abc9c81a1f
theorem pc_ab1d8ce3d6dc2dfd : (∀ n : Nat, 0 < n + 1) ↔ (∀ n : Nat, 0 < n + 1) :=
  by paracert_iff_rfl
