import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: equality_symmetry · pair: 001da86bdab6fca8bf45d6720e7cada0430055213bbc31b6a3fc9b90a0f3c249
theorem pc_001da86bdab6fca8 : ((239 + 174 + 83) % 10 = 6) ↔ (6 = (239 + 174 + 83) % 10) :=
  by paracert_iff_rfl
